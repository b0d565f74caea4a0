import type { TEAM_PROJECT_TYPES } from '@shared/options'
import type { Task, TeamMember } from '@shared/schemas/teams'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { i18n } from '@/lib/i18n'

export type TeamProjectType = (typeof TEAM_PROJECT_TYPES)[number]

const ENGLISH_PROJECT_TYPES: Record<TeamProjectType, string> = {
  mobile_app: 'Mobile App',
  web_app: 'Web App',
  branding: 'Branding',
  ui_ux: 'UI/UX Design',
  marketing: 'Marketing',
  other: 'Other',
}

/**
 * A team project type outside this feature's components (the home page's panel). It reads the `teams`
 * catalogue when it is loaded and falls back to English; components should prefer useTeamLabels(),
 * which loads the catalogue and re-renders on a language change.
 */
export const teamProjectTypeLabel = (type: TeamProjectType) =>
  i18n.t(`teams:projectType.${type}`, { defaultValue: ENGLISH_PROJECT_TYPES[type] })

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/**
 * How the server's words for a team read in the person's language: project types, roles, statuses,
 * task priorities and states are stored in English (spec §3) and only translated on screen. Other
 * features (the home page's panel) may use it too; it loads the `teams` catalogue.
 */
export function useTeamLabels() {
  const { t } = useTranslation('teams')
  const f = useFormat()
  return useMemo(
    () => ({
      projectType: (type: TeamProjectType) => t(`projectType.${type}`),
      // Owner or Member: what the person is in the team. The spec's mock called everyone else
      // "Developer", which is wrong for a photographer or a writer; the member list shows each
      // person's own profession beside their role instead (issue 35).
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
