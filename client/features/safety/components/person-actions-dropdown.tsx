import { Ban, EllipsisVertical, Flag, HeartOff, UserRound } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { moreButtonClass, type PersonActionsMenuProps } from './person-actions-props'

// The dialogs (with their forms and the report schema) load the first time the menu opens: the menu sits
// on every card and chat, and its dialogs would otherwise weigh on those first screens.
const loadDialogs = () => import('./safety-dialogs')
const BlockDialog = lazy(() => loadDialogs().then((m) => ({ default: m.BlockDialog })))
const ReportDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ReportDialog })))
const UnmatchDialog = lazy(() => loadDialogs().then((m) => ({ default: m.UnmatchDialog })))

type Open = 'unmatch' | 'block' | 'report' | null

/**
 * The "More" menu beside a person wherever they appear: unmatch, block and report, each asked first.
 * Loaded by PersonActionsMenu once the first screen is painted; `defaultOpen` when it was asked for sooner.
 */
export default function PersonActionsDropdown({
  person,
  matchId,
  profileHref,
  onEnded,
  tone = 'default',
  className,
  defaultOpen = false,
}: PersonActionsMenuProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation('safety')
  const [open, setOpen] = useState<Open>(null)
  // A dialog stays mounted once opened, so closing it still animates.
  const [opened, setOpened] = useState<ReadonlySet<Open>>(new Set())
  const show = (which: Exclude<Open, null>) => {
    setOpened((previous) => new Set(previous).add(which))
    setOpen(which)
  }
  const trigger = useRef<HTMLButtonElement>(null)
  const { firstName } = person
  const dialogProps = (which: Exclude<Open, null>) => ({
    person,
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
    // The menu item that opened the dialog is gone by now: focus goes back to the "More" button.
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      trigger.current?.focus()
    },
    onEnded,
  })

  return (
    <>
      {/* Not modal: a modal menu would fight the dialog it opens for focus and pointer events. */}
      <DropdownMenu
        modal={false}
        defaultOpen={defaultOpen}
        onOpenChange={(isOpen) => isOpen && void loadDialogs()}
      >
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            aria-label={t('menu.more', { name: firstName })}
            className={moreButtonClass(tone, className)}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          // A dialog opened from the menu takes the focus; the menu must not hand it back to the button.
          onCloseAutoFocus={(event) => open && event.preventDefault()}
        >
          {profileHref && (
            <>
              <DropdownMenuItem asChild>
                <Link href={profileHref}>
                  <UserRound aria-hidden /> {t('menu.viewProfile')}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          )}
          {matchId && (
            <DropdownMenuItem onSelect={() => show('unmatch')}>
              <HeartOff aria-hidden /> {t('menu.unmatch')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem variant="danger" onSelect={() => show('block')}>
            <Ban aria-hidden /> {t('menu.block', { name: firstName })}
          </DropdownMenuItem>
          <DropdownMenuItem variant="danger" onSelect={() => show('report')}>
            <Flag aria-hidden /> {t('menu.report', { name: firstName })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {matchId && opened.has('unmatch') && <UnmatchDialog matchId={matchId} {...dialogProps('unmatch')} />}
        {opened.has('block') && <BlockDialog hasMatch={Boolean(matchId)} {...dialogProps('block')} />}
        {opened.has('report') && <ReportDialog {...dialogProps('report')} />}
      </Suspense>
    </>
  )
}
