import { Heart, RotateCcw, X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

// 64 px, or 56 px (the design language's thumb minimum) on short screens where every pixel goes to the card.
const round =
  'size-16 rounded-full shadow-lg shadow-slate-900/10 [&_svg]:size-7 dark:shadow-none [@media(max-height:700px)]:size-14 [@media(max-height:700px)]:[&_svg]:size-6'

/** Pass: neutral grey, as large as the like button so neither is the "easy" thumb target. */
export function PassButton({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation('discover')
  return (
    <Button
      variant="secondary"
      aria-label={t('actions.pass')}
      title={t('actions.passTitle')}
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
  const { t } = useTranslation('discover')
  return (
    <Button
      variant="primary"
      aria-label={t('actions.like')}
      title={t('actions.likeTitle')}
      className={cn(round, className)}
      {...props}
    >
      <Heart aria-hidden className="fill-current" />
    </Button>
  )
}

export function UndoButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation('discover')
  return (
    <Button variant="outline" size="sm" title={t('actions.undoTitle')} {...props}>
      <RotateCcw aria-hidden /> {t('actions.undo')}
    </Button>
  )
}
