import { TEAM_CALL_MAX } from '@shared/schemas/calls'
import { LogOut, Maximize2, Phone, Video } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useTeamCall } from '../api/get-team-call'
import { callActions } from '../lib/call-client'
import { isScope, setMinimized, useCallState } from '../lib/call-store'
import { clearTeamRing, useTeamRing } from '../lib/team-ring-store'

/**
 * A team's call as its members see it: Start Call when nobody is in it, "Join call" with who is in it
 * (kept live by `team-call`), or, for someone in it, ways back to the call and out of it.
 */
export function TeamCallPanel({
  teamId,
  teamName,
  userId,
}: {
  teamId: string
  teamName: string
  userId: string
}) {
  const { t } = useTranslation(['calls', 'common'])
  const teamCall = useTeamCall(teamId, userId)
  const call = useCallState()
  const here = call.phase !== 'idle' && call.phase !== 'incoming' && isScope(call.scope, { teamId })
  const elsewhere = call.phase !== 'idle' && !here
  // Looking at this team's call already: its Join is right here, so the ring would only repeat it.
  const ringing = useTeamRing()?.teamId === teamId
  useEffect(() => {
    if (ringing) clearTeamRing()
  }, [ringing])

  if (teamCall.isPending) return <Spinner className="py-12" label={t('team.loading')} />
  if (teamCall.isError)
    return (
      <Card className="items-center gap-3 p-6 text-center">
        <p className="font-semibold">{t('team.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => teamCall.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </Card>
    )

  const people = teamCall.data.callId ? teamCall.data.participants : []
  const full = people.length >= TEAM_CALL_MAX && !here
  return (
    <Card className="items-center gap-5 p-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        <Video aria-hidden className="size-7" />
      </span>
      {people.length === 0 ? (
        <p className="max-w-sm text-muted">{t('team.nobody')}</p>
      ) : (
        <div className="flex w-full flex-col items-center gap-3">
          <p className="font-semibold">
            {here ? t('team.youAreIn') : t('team.inCall', { people: people.length, max: TEAM_CALL_MAX })}
          </p>
          <ul
            aria-label={t('team.participants')}
            className="flex max-w-full flex-wrap justify-center gap-x-5 gap-y-3"
          >
            {people.map((person) => {
              const name = `${person.firstName} ${person.lastName}`.trim()
              return (
                <li key={person.id} className="flex w-20 flex-col items-center gap-1.5">
                  <Avatar name={name} src={person.profileImageUrl} size="lg" />
                  <span className="w-full wrap-anywhere text-sm leading-tight">
                    {person.id === userId ? t('team.you') : name}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {here ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => setMinimized(false)}>
            <Maximize2 aria-hidden />
            {t('team.open')}
          </Button>
          <Button variant="danger" onClick={() => callActions.hangUp()}>
            <LogOut aria-hidden />
            {t('team.leave')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2">
          <Button disabled={elsewhere || full} onClick={() => callActions.joinTeamCall(teamId, teamName)}>
            <Phone aria-hidden />
            {people.length === 0 ? t('team.start') : t('team.join')}
          </Button>
          {(elsewhere || full) && (
            <p className="text-muted text-sm">
              {full ? t('team.full', { max: TEAM_CALL_MAX }) : t('team.elsewhere')}
            </p>
          )}
        </div>
      )}
    </Card>
  )
}
