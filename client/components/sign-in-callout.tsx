import type { LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import { GoogleSignInLink } from './google-sign-in-link'

type SignInCalloutProps = {
  icon: LucideIcon
  title: string
  text: string
  /** Spacing and how it stacks on each screen size. */
  className?: string
  titleClassName?: string
}

/** A tinted box telling a visitor what signing in gives them, with the sign-in link beside it. */
export function SignInCallout({ icon: Icon, title, text, className, titleClassName }: SignInCalloutProps) {
  const titleId = useId()
  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-2xl border border-primary/30 bg-primary/10 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id={titleId} className={cn('font-semibold', titleClassName)}>
            {title}
          </h2>
          <p className="text-muted text-sm">{text}</p>
        </div>
      </div>
      <GoogleSignInLink className="sm:shrink-0" />
    </aside>
  )
}
