import { EllipsisVertical } from 'lucide-react'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AfterFirstPaint } from '@/components/after-first-paint'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

// The menu's code (Radix's menu, its positioning and focus handling) is its own chunk, asked for once the
// first screen is painted: the menu sits on every card and chat, and Discover's and Messages' first screens
// would otherwise wait for about 40 KB they do not show (issue 12, LCP).
const PersonActionsDropdown = lazy(() => import('./person-actions-dropdown'))

export type SafetyPerson = { id: string; firstName: string }

export type PersonActionsMenuProps = {
  person: SafetyPerson
  /** Offers Unmatch: only where the two people have a match. */
  matchId?: string
  /** Offers "View profile" (from a chat or a list, not from the profile itself). */
  profileHref?: string
  /** After a block or unmatch: the caller closes the chat, hides the card or leaves the profile. */
  onEnded?: () => void
  /** `overlay` sits on a photo: light icon on a dark veil. */
  tone?: 'default' | 'overlay'
  className?: string
}

/** Classes of the "More" button, shared with the stand-in shown before this code has loaded. */
export const moreButtonClass = (tone: PersonActionsMenuProps['tone'], className?: string) =>
  cn(
    tone === 'overlay' &&
      'rounded-full bg-slate-950/55 text-white backdrop-blur-sm hover:bg-slate-950/75 data-[state=open]:bg-slate-950/75',
    className,
  )

/**
 * The "More" menu beside a person wherever they appear: unmatch, block and report, each asked first.
 * Until its code is in, a stand-in of the same look holds its place; a press on it opens the menu as soon
 * as the code arrives.
 */
export function PersonActionsMenu(props: PersonActionsMenuProps) {
  const { t } = useTranslation('safety')
  const [asked, setAsked] = useState(false)
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('menu.more', { name: props.person.firstName })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={moreButtonClass(props.tone, props.className)}
      onClick={() => setAsked(true)}
    >
      <EllipsisVertical aria-hidden />
    </Button>
  )
  return (
    <AfterFirstPaint fallback={standIn}>
      <PersonActionsDropdown {...props} defaultOpen={asked} />
    </AfterFirstPaint>
  )
}
