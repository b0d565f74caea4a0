import type { SentInvitation } from '@shared/schemas/team-invitations'
import type { Team } from '@shared/schemas/teams'
import { CircleAlert, Search, UserPlus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { otherPerson, useMatches } from '@/features/matches'
import { professionLabel } from '@/features/profile'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCancelInvitation, useInviteMember, useSentInvitations } from '../../api/sent-invitations'
import { fullName } from '../../lib/labels'

interface Candidate {
  id: string
  name: string
  image: string | null
  profession: string | null
}

/** The owner's "Invite Member": a picker of the people they matched with, each invited in one press. */
export function InviteMemberDialog({ team, meId }: { team: Team; meId: string }) {
  const { t } = useTranslation('invitations')
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UserPlus aria-hidden />
          {t('picker.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('picker.title', { team: team.name })}</DialogTitle>
          <DialogDescription>{t('picker.description')}</DialogDescription>
        </DialogHeader>
        <MatchPicker team={team} meId={meId} />
      </DialogContent>
    </Dialog>
  )
}

function MatchPicker({ team, meId }: { team: Team; meId: string }) {
  const { t } = useTranslation(['invitations', 'common'])
  const matches = useMatches()
  const sent = useSentInvitations(team.id)
  const [query, setQuery] = useState('')

  const candidates = useMemo<Candidate[]>(() => {
    const seen = new Set<string>()
    const people: Candidate[] = []
    for (const match of matches.data ?? []) {
      const person = otherPerson(match, meId)
      if (seen.has(person.id)) continue
      seen.add(person.id)
      people.push({
        id: person.id,
        name: fullName(person),
        image: person.profileImageUrl,
        profession: person.profile?.profession ?? null,
      })
    }
    return people.sort((a, b) => a.name.localeCompare(b.name))
  }, [matches.data, meId])

  if (matches.isPending || sent.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <Spinner srLabel={t('picker.loading')} />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 rounded-xl" />
        ))}
      </div>
    )
  }
  if (matches.isError || sent.isError) {
    return (
      <EmptyState icon={CircleAlert} title={t('picker.loadError')} tone="danger">
        <Button
          variant="outline"
          onClick={() => {
            void matches.refetch()
            void sent.refetch()
          }}
        >
          {t('common:actions.tryAgain')}
        </Button>
      </EmptyState>
    )
  }
  if (candidates.length === 0) {
    return (
      <EmptyState icon={UserPlus} title={t('picker.empty')}>
        {null}
      </EmptyState>
    )
  }

  const members = new Set(team.members.map((member) => member.userId))
  const invitedBy = new Map(sent.data.map((invitation) => [invitation.invitee.id, invitation]))
  const needle = query.trim().toLocaleLowerCase()
  const shown = needle ? candidates.filter((c) => c.name.toLocaleLowerCase().includes(needle)) : candidates

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('picker.search')}
          aria-label={t('picker.search')}
          className="pl-9"
        />
      </div>
      {shown.length === 0 ? (
        <p className="py-4 text-center text-muted text-sm">{t('picker.noResults')}</p>
      ) : (
        <ul
          aria-label={t('picker.title', { team: team.name })}
          className="flex flex-col divide-y divide-border"
        >
          {shown.map((candidate) => (
            <CandidateRow
              key={candidate.id}
              teamId={team.id}
              candidate={candidate}
              isMember={members.has(candidate.id)}
              invitation={invitedBy.get(candidate.id)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function CandidateRow({
  teamId,
  candidate,
  isMember,
  invitation,
}: {
  teamId: string
  candidate: Candidate
  isMember: boolean
  invitation: SentInvitation | undefined
}) {
  const { t } = useTranslation(['invitations', 'options'])
  const invite = useInviteMember()
  const cancel = useCancelInvitation()
  const { name } = candidate

  const send = () =>
    invite.mutate(
      { teamId, userId: candidate.id },
      {
        onSuccess: () => notify.success(t('picker.sent', { name })),
        onError: (error) => notify.error(t('picker.error'), errorMessage(error)),
      },
    )
  const withdraw = (invitationId: string) =>
    cancel.mutate(
      { teamId, invitationId },
      {
        onSuccess: () => notify.info(t('picker.cancelled')),
        onError: (error) => notify.error(t('picker.cancelError'), errorMessage(error)),
      },
    )

  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar name={name} src={candidate.image} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        {candidate.profession && (
          <p className="truncate text-muted text-sm">{professionLabel(t, candidate.profession)}</p>
        )}
      </div>
      {isMember ? (
        <span className="shrink-0 text-muted text-sm">{t('picker.member')}</span>
      ) : invitation ? (
        <div className="flex shrink-0 items-center gap-2">
          <span className="text-muted text-sm">{t('picker.invited')}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={cancel.isPending}
            onClick={() => withdraw(invitation.id)}
            aria-label={t('picker.cancelLabel', { name })}
          >
            {t('picker.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          className="shrink-0"
          disabled={invite.isPending}
          onClick={send}
          aria-label={t('picker.inviteLabel', { name })}
        >
          {t('picker.invite')}
        </Button>
      )}
    </li>
  )
}
