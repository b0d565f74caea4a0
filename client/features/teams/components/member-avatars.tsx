import type { TeamMember } from '@shared/schemas/teams'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { useFormat } from '@/lib/format'
import { fullName } from '../lib/labels'

const SHOWN = 3

/** Up to three overlapping member avatars, then the rest as "+N" (docs/product.md §9). */
export function MemberAvatars({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation('teams')
  const f = useFormat()
  const rest = members.length - SHOWN
  return (
    <ul className="flex items-center -space-x-2" aria-label={t('members.avatarsLabel')}>
      {members.slice(0, SHOWN).map((member) => (
        <li key={member.id}>
          <Avatar
            size="sm"
            name={fullName(member.user)}
            src={member.user.profileImageUrl}
            className="ring-2 ring-surface"
          />
        </li>
      ))}
      {rest > 0 && (
        <li className="grid size-8 place-items-center rounded-full bg-surface-muted font-semibold text-xs ring-2 ring-surface">
          <span aria-hidden>+{f.number(rest)}</span>
          <span className="sr-only">{t('members.more', { rest: f.number(rest) })}</span>
        </li>
      )}
    </ul>
  )
}
