import { MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A chat's empty or failed state. Its own module: the matches page shows it without the message list's
 * code (its menus load Radix), which must not hold up the list's first paint.
 */
export function EmptyChat({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-4 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <MessageCircle className="size-6" aria-hidden />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="text-muted text-sm">{description}</p>
      {children}
    </div>
  )
}
