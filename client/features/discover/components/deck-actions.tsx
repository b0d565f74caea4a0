import { Heart, RotateCcw, X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

const round = 'size-16 rounded-full shadow-lg shadow-slate-900/10 [&_svg]:size-7 dark:shadow-none'

/** Pass: neutral grey, as large as the like button so neither is the "easy" thumb target. */
export function PassButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <Button
      variant="secondary"
      aria-label="Pass"
      title="Pass (Left arrow)"
      className={cn(
        round,
        'bg-slate-200 text-slate-700 hover:bg-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600',
        className,
      )}
      {...props}
    >
      <X aria-hidden strokeWidth={2.5} />
    </Button>
  )
}

/** Like: the brand gradient, the one accent on the screen. */
export function LikeButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <Button
      variant="primary"
      aria-label="Like"
      title="Like (Right arrow)"
      className={cn(round, className)}
      {...props}
    >
      <Heart aria-hidden className="fill-current" />
    </Button>
  )
}

export function UndoButton(props: ComponentProps<'button'>) {
  return (
    <Button variant="outline" size="sm" title="Undo (Ctrl+Z)" {...props}>
      <RotateCcw aria-hidden /> Undo Last Swipe
    </Button>
  )
}
