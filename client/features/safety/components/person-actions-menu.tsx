import { EllipsisVertical } from 'lucide-react'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AfterFirstPaint } from '@/components/after-first-paint'
import { Button } from '@/components/ui/button'
import { moreButtonClass, type PersonActionsMenuProps } from './person-actions-props'

// The menu's code (Radix's menu, its positioning and focus handling) is its own chunk, asked for once the
// first screen is painted: the menu sits on every card and chat, and Discover's and Messages' first screens
// would otherwise wait for about 40 KB they do not show (LCP).
const PersonActionsDropdown = lazy(() => import('./person-actions-dropdown'))

export type { PersonActionsMenuProps, SafetyPerson } from './person-actions-props'

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
