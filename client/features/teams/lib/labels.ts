import type { TEAM_PROJECT_TYPES } from '@shared/options'
import type { TeamMember } from '@shared/schemas/teams'

export type TeamProjectType = (typeof TEAM_PROJECT_TYPES)[number]

const PROJECT_TYPE_LABELS: Record<TeamProjectType, string> = {
  mobile_app: 'Mobile App',
  web_app: 'Web App',
  branding: 'Branding',
  ui_ux: 'UI/UX Design',
  marketing: 'Marketing',
  other: 'Other',
}

/** A team project type as people read it. */
export const teamProjectTypeLabel = (type: TeamProjectType) => PROJECT_TYPE_LABELS[type]

// Spec §2 shows the two roles of the original mock: the owner, and everyone else as "Developer".
export const memberRoleLabel = (role: TeamMember['role']) => (role === 'owner' ? 'Owner' : 'Developer')

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

const dateFormat = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' })

/** "21 Nov 2026". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

export const membersText = (count: number, max: number) =>
  `${count} of ${max} ${max === 1 ? 'member' : 'members'}`
