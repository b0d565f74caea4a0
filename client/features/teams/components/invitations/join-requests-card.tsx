import type { JoinRequest } from '@shared/schemas/team-invitations'
import type { Team } from '@shared/schemas/teams'
import { Check, CircleAlert, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { CountBadge } from '@/components/ui/count-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { professionLabel } from '@/features/profile'
import { errorMessage } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useAnswerJoinRequest, useJoinRequests } from '../../api/join-requests'
import { fullName } from '../../lib/labels'

/**
 * The owner's waiting join requests, oldest first, each approved or declined in place. Shown while the
 * team approves members, and also after it went back to open while requests still wait.
 */
export function JoinRequestsCard({ team }: { team: Pick<Team, 'id' | 'joinPolicy'> }) {
  const { t } = useTranslation(['invitations', 'common'])
  const requests = useJoinRequests(team.id)
  if (team.joinPolicy === 'open' && (requests.data?.length ?? 0) === 0) return null
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <CardTitle asChild>
          <h3>{t('requests.title')}</h3>
        </CardTitle>
        {requests.data && requests.data.length > 0 && <CountBadge count={requests.data.length} />}
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <div className="flex flex-col gap-3" aria-busy>
            <Spinner srLabel={t('requests.loading')} />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : requests.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <CircleAlert aria-hidden className="size-4 text-danger" />
            {t('requests.loadError')}
            <Button variant="outline" size="sm" onClick={() => requests.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          </div>
        ) : requests.data.length === 0 ? (
          <p className="text-muted text-sm">{t('requests.empty')}</p>
        ) : (
          <ul aria-label={t('requests.title')} className="flex flex-col divide-y divide-border">
            {requests.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function RequestRow({ request }: { request: JoinRequest }) {
  const { t } = useTranslation(['invitations', 'options'])
  const f = useFormat()
  const answer = useAnswerJoinRequest()
  const name = fullName(request.user)
  const respond = (choice: 'approve' | 'decline') =>
    answer.mutate(
      { teamId: request.teamId, requestId: request.id, answer: choice },
      {
        onSuccess: () =>
          choice === 'approve'
            ? notify.success(t('requests.approved', { name }))
            : notify.info(t('requests.declined')),
        onError: (error) => notify.error(t('requests.error'), errorMessage(error)),
      },
    )
  return (
    // The buttons go under the name: in the settings' narrow side column a name beside them would be cut.
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={request.user.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <p className="wrap-anywhere font-medium">{name}</p>
          <p className="wrap-anywhere text-muted text-sm">
            {request.user.profession && `${professionLabel(t, request.user.profession)} · `}
            <time dateTime={request.createdAt}>{f.relativeTime(request.createdAt)}</time>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-13">
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() => respond('approve')}
          aria-label={t('requests.approveLabel', { name })}
        >
          <Check aria-hidden />
          {t('requests.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => respond('decline')}
          aria-label={t('requests.declineLabel', { name })}
        >
          <X aria-hidden />
          {t('requests.decline')}
        </Button>
      </div>
    </li>
  )
}
