import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { LIMITS } from '../limits'
import { TEAM_PROJECT_TYPES } from '../options'
import { teamMessageSchema } from './chat'
import { requiredLine } from './common'

export const TEAM_ROLES = ['owner', 'member'] as const
/** 'open' takes whoever joins (the spec's behaviour); 'approval' makes a join a request the owner answers. */
export const JOIN_POLICIES = ['open', 'approval'] as const
export type JoinPolicy = (typeof JOIN_POLICIES)[number]
// The task manager's lists (docs/product.md §3 "mock task"), now stored per team.
export const TASK_STATUSES = ['To Do', 'In Progress', 'Completed'] as const
export const TASK_PRIORITIES = ['High', 'Medium', 'Low'] as const

export const TEAM_NAME_MESSAGE = ERRORS.team_name_required
export const TASK_TITLE_MESSAGE = ERRORS.task_title_required
export const PROJECT_TYPE_MESSAGE = ERRORS.project_type

const membersMessage = (max: number) => errorText('max_members_range', { min: LIMITS.teamMembersMin, max })
const maxMembersSchema = (max: number) =>
  z
    .number({ error: ERRORS.max_members_whole })
    .int(ERRORS.max_members_whole)
    .min(LIMITS.teamMembersMin, membersMessage(max))
    .max(max, membersMessage(max))

const descriptionSchema = z
  .string()
  .trim()
  .max(LIMITS.teamDescriptionLength, errorText('too_long', { max: LIMITS.teamDescriptionLength }))

/** A person as team lists show them. */
export const teamUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})
export type TeamUser = z.infer<typeof teamUserSchema>

/** A member as the member list shows them: with their profession (null without a profile). */
export const teamMemberUserSchema = teamUserSchema.extend({ profession: z.string().nullable() })
export type TeamMemberUser = z.infer<typeof teamMemberUserSchema>

export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  user: teamMemberUserSchema,
})
export type TeamMember = z.infer<typeof teamMemberSchema>

/** The fields every view of a team shares (docs/product.md §3 Team, plus the settings the owner keeps). */
const teamFields = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  projectType: z.enum(TEAM_PROJECT_TYPES),
  maxMembers: z.number().int(),
  isLookingForMembers: z.boolean(),
  isPublic: z.boolean(),
  /** 'active', or 'completed' once its owner marked the project done (docs/decisions/051). */
  status: z.string(),
  completedAt: z.string().nullable(),
  progress: z.number().int(),
  joinPolicy: z.enum(JOIN_POLICIES),
  ownerId: z.string(),
  createdAt: z.string(),
}

/** GET /api/teams item and POST /api/teams response: a team of mine with all its members. */
export const teamSchema = z.object({
  ...teamFields,
  members: z.array(teamMemberSchema),
  /** The newest message of the team's chat (the Team Chats list's preview); null before the first. */
  lastMessage: teamMessageSchema.nullable(),
  /** Team chat messages from others the caller has not read yet. */
  unreadCount: z.number().int(),
  /** How many people are in the team's call now (0: no call), so a fresh Teams list shows it. */
  inCallCount: z.number().int(),
})
export type Team = z.infer<typeof teamSchema>
export const teamListSchema = z.array(teamSchema)

/** GET /api/teams/discover item: a public team looking for members that the caller is not in. */
export const discoverTeamSchema = z.object({
  ...teamFields,
  memberCount: z.number().int(),
  owner: teamUserSchema,
  /** The caller asked to join (an approval team) and the owner has not answered yet: "Requested". */
  joinRequested: z.boolean(),
})
export type DiscoverTeam = z.infer<typeof discoverTeamSchema>

/** POST /api/teams/{id}/join on an approval team: 202, the request waits for the owner. */
export const joinPendingSchema = z.object({ status: z.literal('pending') })
export type JoinPending = z.infer<typeof joinPendingSchema>
export const discoverTeamListSchema = z.array(discoverTeamSchema)

/** POST /api/teams (docs/product.md §3, §5): name required and trimmed, 2..20 members, default 5. */
export const createTeamSchema = z.object({
  name: requiredLine(LIMITS.teamNameLength, TEAM_NAME_MESSAGE),
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
    name: requiredLine(LIMITS.teamNameLength, TEAM_NAME_MESSAGE),
    description: descriptionSchema,
    isPublic: z.boolean({ error: errorText('must_be_boolean', { name: 'isPublic' }) }),
    /** The settings' "Accept New Members" switch. */
    isLookingForMembers: z.boolean({ error: errorText('must_be_boolean', { name: 'isLookingForMembers' }) }),
    maxMembers: maxMembersSchema(LIMITS.teamSettingsMembersMax),
    joinPolicy: z.enum(JOIN_POLICIES, { error: ERRORS.bad_request }),
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

/**
 * A task added, changed or deleted, as the team's room hears it (`task-changed`): the task as stored,
 * or the id of the one that is gone.
 */
export type TaskChange = { teamId: string; task: Task } | { teamId: string; deletedTaskId: string }

const taskFields = {
  title: requiredLine(LIMITS.taskTitleLength, TASK_TITLE_MESSAGE),
  /** A member of the team, or null for nobody. */
  assigneeId: z.uuid(ERRORS.assignee_not_member).nullable(),
  status: z.enum(TASK_STATUSES, { error: ERRORS.task_status }),
  priority: z.enum(TASK_PRIORITIES, { error: ERRORS.task_priority }),
}

/** POST /api/teams/{id}/tasks: a non-blank title (docs/product.md §5); new tasks start To Do, Medium, unassigned. */
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
  notFound: ERRORS.team_not_found,
  membersOnly: ERRORS.team_members_only,
  ownerOnly: ERRORS.team_owner_only,
  alreadyMember: ERRORS.team_already_member,
  notLooking: ERRORS.team_not_looking,
  full: ERRORS.team_full,
  ownerStays: ERRORS.team_owner_stays,
  notMember: ERRORS.team_not_member,
  taskNotFound: ERRORS.task_not_found,
  assigneeNotMember: ERRORS.assignee_not_member,
  invitationNotFound: ERRORS.team_invitation_not_found,
  invitationNotMatch: ERRORS.team_invitation_not_match,
  invitationPending: ERRORS.team_invitation_pending,
  invitationExpired: ERRORS.team_invitation_expired,
  invitationSelf: ERRORS.team_invitation_self,
  joinRequestNotFound: ERRORS.team_join_request_not_found,
  transferSelf: ERRORS.team_transfer_self,
  maxBelowCount: (count: number) => errorText('max_members_below_count', { members: count }),
} as const
