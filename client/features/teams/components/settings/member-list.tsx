import type { Team, TeamMember } from '@shared/schemas/teams'
import { UserMinus } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useRemoveMember } from '../../api/remove-member'
import { fullName, memberRoleLabel } from '../../lib/labels'
import { ConfirmDialog } from './confirm-dialog'

/** The team's people with their roles; the owner may remove anyone but themself. */
export function MemberList({ team, meId, isOwner }: { team: Team; meId: string; isOwner: boolean }) {
  return (
    <ul aria-label="Members" className="flex flex-col divide-y divide-border">
      {team.members.map((member) => (
        <MemberRow
          key={member.id}
          team={team}
          member={member}
          isMe={member.userId === meId}
          canRemove={isOwner && member.role !== 'owner'}
        />
      ))}
    </ul>
  )
}

function MemberRow({
  team,
  member,
  isMe,
  canRemove,
}: {
  team: Team
  member: TeamMember
  isMe: boolean
  canRemove: boolean
}) {
  const removeMember = useRemoveMember()
  const name = fullName(member.user)

  const remove = () =>
    removeMember.mutateAsync(
      { teamId: team.id, userId: member.userId },
      {
        onSuccess: () => notify.success('Member removed', `${name} is no longer on ${team.name}.`),
        onError: (error) => notify.error('Error removing member', errorMessage(error)),
      },
    )

  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={name} src={member.user.profileImageUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {name}
          {isMe && <span className="font-normal text-muted"> (you)</span>}
        </p>
        <Badge className={member.role === 'owner' ? 'mt-0.5 bg-primary/10 text-primary' : 'mt-0.5'}>
          {memberRoleLabel(member.role)}
        </Badge>
      </div>
      {canRemove && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={`Remove ${name}`}>
              <UserMinus aria-hidden />
              Remove
            </Button>
          }
          title={`Remove ${name}?`}
          description={`${name} will leave ${team.name} and lose access to its chat and tasks. Their tasks become unassigned.`}
          confirmLabel="Remove"
          onConfirm={remove}
        />
      )}
    </li>
  )
}
