import { Phone, X } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { callActions } from '../lib/call-client'
import { useQuietChime } from '../lib/quiet-chime'
import { clearTeamRing, useTeamRing } from '../lib/team-ring-store'

/**
 * A team call another member started: the incoming-call dialog's family (the
 * starter's photo with its pulse, Join in green), but a notice rather than a modal, with a quieter
 * chime: the page stays usable, and Dismiss lets the call go on without this person.
 */
export default function TeamRingNotice() {
  const { t } = useTranslation('calls')
  const ring = useTeamRing()
  const titleId = useId()
  const descriptionId = useId()
  useQuietChime(ring?.callId ?? null)
  if (!ring) return null
  const { startedBy } = ring
  const name = `${startedBy.firstName} ${startedBy.lastName}`.trim()
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-4 top-20 z-50 mx-auto flex max-w-sm flex-col gap-4 overflow-hidden rounded-2xl border border-border bg-surface p-4 text-foreground shadow-2xl sm:inset-x-auto sm:right-6 sm:w-96"
    >
      <div className="flex items-center gap-4">
        <div className="relative shrink-0">
          <span
            aria-hidden
            className="absolute inset-0 rounded-full bg-primary/30 motion-safe:animate-ping"
          />
          <Avatar name={name} src={startedBy.profileImageUrl} size="lg" className="relative" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-primary text-xs uppercase tracking-wide">{t('ring.label')}</p>
          <h2 id={titleId} className="truncate font-semibold text-lg leading-tight">
            {ring.teamName}
          </h2>
          <p id={descriptionId} className="wrap-anywhere text-muted text-sm" aria-live="polite">
            {t('ring.startedBy', { name })}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={clearTeamRing}>
          <X aria-hidden />
          {t('ring.dismiss')}
        </Button>
        <Button
          className="bg-green-700 font-semibold text-white hover:bg-green-600"
          onClick={() => {
            clearTeamRing()
            callActions.joinTeamCall(ring.teamId, ring.teamName)
          }}
        >
          <Phone aria-hidden />
          {t('ring.join')}
        </Button>
      </div>
    </section>
  )
}
