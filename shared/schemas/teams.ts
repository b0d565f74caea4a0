import { z } from 'zod'
import { LIMITS } from '../limits'
import { TEAM_PROJECT_TYPES } from '../options'
import { requiredText } from './common'

export const TEAM_ROLES = ['owner', 'member'] as const
// The task manager's lists (spec §3 "mock task"), now stored per team.
export const TASK_STATUSES = ['To Do', 'In Progress', 'Completed'] as const
export const TASK_PRIORITIES = ['High', 'Medium', 'Low'] as const

export const TEAM_NAME_MESSAGE = 'Team name is required.'
export const TASK_TITLE_MESSAGE = 'Task title is required'
export const PROJECT_TYPE_MESSAGE = 'Choose a project type from the list'

const membersMessage = (max: number) => `Max members must be between ${LIMITS.teamMembersMin} and ${max}`
const maxMembersSchema = (max: number) =>
  z
    .number({ error: 'Max members must be a whole number' })
    .int('Max members must be a whole number')
    .min(LIMITS.teamMembersMin, membersMessage(max))
    .max(max, membersMessage(max))

const descriptionSchema = z
  .string()
  .trim()
  .max(LIMITS.teamDescriptionLength, `Must be at most ${LIMITS.teamDescriptionLength} characters`)

/** A person as team lists show them. */
export const teamUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})
export type TeamUser = z.infer<typeof teamUserSchema>

export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  user: teamUserSchema,
})
export type TeamMember = z.infer<typeof teamMemberSchema>

/** The fields every view of a team shares (spec §3 Team, plus the settings the owner keeps). */
const teamFields = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  projectType: z.enum(TEAM_PROJECT_TYPES),
  maxMembers: z.number().int(),
  isLookingForMembers: z.boolean(),
  isPublic: z.boolean(),
  status: z.string(),
  progress: z.number().int(),
  ownerId: z.string(),
  createdAt: z.string(),
}

/** GET /api/teams item and POST /api/teams response: a team of mine with all its members. */
export const teamSchema = z.object({
  ...teamFields,
  members: z.array(teamMemberSchema),
  /** Team chat messages from others the caller has not read yet. */
  unreadCount: z.number().int(),
})
export type Team = z.infer<typeof teamSchema>
export const teamListSchema = z.array(teamSchema)

/** GET /api/teams/discover item: a public team looking for members that the caller is not in. */
export const discoverTeamSchema = z.object({
  ...teamFields,
  memberCount: z.number().int(),
  owner: teamUserSchema,
})
export type DiscoverTeam = z.infer<typeof discoverTeamSchema>
export const discoverTeamListSchema = z.array(discoverTeamSchema)

/** POST /api/teams (spec §3, §5): name required and trimmed, 2..20 members, default 5. */
export const createTeamSchema = z.object({
  name: requiredText(LIMITS.teamNameLength, TEAM_NAME_MESSAGE),
  description: descriptionSchema.default(''),
  projectType: z.enum(TEAM_PROJECT_TYPES, { error: PROJECT_TYPE_MESSAGE }).default('other'),
  maxMembers: maxMembersSchema(LIMITS.teamMembersMax).default(LIMITS.teamMembersDefault),
  isLookingForMembers: z.boolean().default(true),
})
export type CreateTeamInput = z.input<typeof createTeamSchema>
export type CreateTeam = z.output<typeof createTeamSchema>

/** PUT /api/teams/{id}: the team settings (owner only); send any subset. Max members 2..50 here. */
export const updateTeamSchema = z
  .object({
    name: requiredText(LIMITS.teamNameLength, TEAM_NAME_MESSAGE),
    description: descriptionSchema,
    isPublic: z.boolean({ error: 'isPublic must be true or false' }),
    /** The settings' "Accept New Members" switch. */
    isLookingForMembers: z.boolean({ error: 'isLookingForMembers must be true or false' }),
    maxMembers: maxMembersSchema(LIMITS.teamSettingsMembersMax),
  })
  .partial()
export type UpdateTeam = z.infer<typeof updateTeamSchema>

export const taskSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  title: z.string(),
  assigneeId: z.string().nullable(),
  assignee: teamUserSchema.nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  createdAt: z.string(),
})
export type Task = z.infer<typeof taskSchema>
export const taskListSchema = z.array(taskSchema)

const taskFields = {
  title: requiredText(LIMITS.taskTitleLength, TASK_TITLE_MESSAGE),
  /** A member of the team, or null for nobody. */
  assigneeId: z.uuid('The assignee must be a member of this team').nullable(),
  status: z.enum(TASK_STATUSES, { error: `Status must be one of ${TASK_STATUSES.join(', ')}` }),
  priority: z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}` }),
}

/** POST /api/teams/{id}/tasks: a non-blank title (spec §5); new tasks start To Do, Medium, unassigned. */
export const createTaskSchema = z.object({
  title: taskFields.title,
  assigneeId: taskFields.assigneeId.default(null),
  status: taskFields.status.default('To Do'),
  priority: taskFields.priority.default('Medium'),
})
export type CreateTaskInput = z.input<typeof createTaskSchema>
export type CreateTask = z.output<typeof createTaskSchema>

/** PATCH /api/teams/{id}/tasks/{taskId}: any subset of the task's fields. */
export const updateTaskSchema = z.object(taskFields).partial()
export type UpdateTask = z.infer<typeof updateTaskSchema>

export const TEAM_MESSAGES = {
  notFound: 'Team not found',
  membersOnly: 'Only team members can do this',
  ownerOnly: 'Only the team owner can change team settings or remove members',
  alreadyMember: 'You are already a member of this team',
  notLooking: 'This team is not accepting new members',
  full: 'This team is full',
  ownerStays: 'The team owner cannot be removed or leave the team',
  notMember: 'That person is not a member of this team',
  taskNotFound: 'Task not found',
  assigneeNotMember: 'The assignee must be a member of this team',
  maxBelowCount: (count: number) =>
    `Max members cannot be lower than the ${count} people already in the team`,
} as const
