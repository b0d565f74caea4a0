import type { Session } from '@shared/schemas/sessions'
import { Laptop, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth'
import { errorMessage } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useSessions } from '../api/get-sessions'
import { useRevokeOtherSessions } from '../api/revoke-other-sessions'
import { useRevokeSession } from '../api/revoke-session'
import { useLiveSessions } from '../hooks/use-live-sessions'

const PHONE_SYSTEMS = new Set(['iOS', 'Android', 'HarmonyOS', 'KaiOS'])

/** Settings → Security: every place the person is signed in, each other one with Sign out. */
export function SecuritySessions() {
  const { t } = useTranslation(['settings', 'common'])
  const sessions = useSessions()
  useLiveSessions(useUser().data?.id)
  const revokeOthers = useRevokeOtherSessions()
  const [confirming, setConfirming] = useState(false)

  const onRevokeOthers = () =>
    revokeOthers.mutateAsync(undefined, {
      onSuccess: ({ ended }) => notify.success(t('settings:security.signedOutOthers', { count: ended })),
      onError: (error) =>
        notify.error(t('settings:security.signOutOthersFailed'), errorMessage(error, 'refusal') ?? undefined),
    })

  if (sessions.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy>
        <Spinner srLabel={t('settings:security.loading')} />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    )
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t('settings:security.loadError')}</span>
        <Button variant="outline" size="sm" onClick={() => sessions.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    )
  }
  const others = sessions.data.filter((session) => !session.current)
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-border" aria-label={t('settings:security.listLabel')}>
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="rounded-xl bg-surface-muted p-4 text-muted text-sm">
          {t('settings:security.onlyThisDevice')}
        </p>
      ) : (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('settings:security.signOutOthers')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('settings:security.confirmTitle')}
            description={t('settings:security.confirmText')}
            confirmLabel={t('settings:security.signOutOthers')}
            busyLabel={t('settings:security.signingOut')}
            onConfirm={onRevokeOthers}
          />
        </div>
      )}
    </div>
  )
}

function SessionRow({ session }: { session: Session }) {
  const { t } = useTranslation('settings')
  const f = useFormat()
  const revoke = useRevokeSession()
  const device = deviceName(t, session)
  const lastActive = t('security.lastActive', { time: f.relativeTime(session.lastSeenAt) })
  const Icon = session.os && PHONE_SYSTEMS.has(session.os) ? Smartphone : Laptop

  const onRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () => notify.success(t('security.signedOut', { device })),
      onError: (error) =>
        notify.error(t('security.signOutFailed', { device }), errorMessage(error, 'refusal')),
    })

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-muted text-muted">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current && <Badge variant="success">{t('security.thisDevice')}</Badge>}
        </span>
        <span className="text-muted text-sm">
          {session.current ? t('security.activeNow') : lastActive}
          {' · '}
          {t('security.signedIn', { date: f.date(session.createdAt) })}
        </span>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={onRevoke}
          aria-label={t('security.signOutDevice', { device, lastActive })}
        >
          {revoke.isPending ? t('security.signingOut') : t('security.signOut')}
        </Button>
      )}
    </li>
  )
}

/** "Firefox on Windows"; a user agent we could not read still gives a row the person can end. */
function deviceName(t: (key: string, options?: Record<string, string>) => string, session: Session) {
  const { browser, os } = session
  if (browser && os) return t('security.browserOnSystem', { browser, os })
  return browser ?? os ?? t('security.unknownDevice')
}
