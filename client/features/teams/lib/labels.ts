import type { TEAM_PROJECT_TYPES } from '@shared/options'
import type { Task, TeamMember } from '@shared/schemas/teams'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

type TeamProjectType = (typeof TEAM_PROJECT_TYPES)[number]

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/**
 * How the server's words for a team read in the person's language: project types, roles, statuses,
 * task priorities and states are stored in English (docs/product.md §3) and only translated on screen. It loads
 * the `teams` catalogue; only this feature's components use it (the home page's panel has its own words).
 */
export function useTeamLabels() {
  const { t } = useTranslation('teams')
  const f = useFormat()
  return useMemo(
    () => ({
      projectType: (type: TeamProjectType) => t(`projectType.${type}`),
      // Owner or Member: what the person is in the team. The spec's mock called everyone else
      // "Developer", which is wrong for a photographer or a writer; the member list shows each
      // person's own profession beside their role instead.
      role: (role: TeamMember['role']) => t(`role.${role}`),
      // A status the catalogue does not know yet still shows, as the server's own word.
      status: (status: string) => t(`status.${status}`, { defaultValue: status }),
      priority: (priority: Task['priority']) => t(`tasks.priorities.${priority}`),
      taskStatus: (status: Task['status']) => t(`tasks.statuses.${status}`),
      /** "1 of 5 members": the plural follows the team's size, as the spec's words do. */
      members: (current: number, max: number) =>
        t('members.count', { count: max, current: f.number(current), max: f.number(max) }),
    }),
    [t, f],
  )
}
