import { z } from 'zod'
import { ERRORS } from '../error-codes'
import { TEAM_PROJECT_TYPES } from '../options'
import { teamUserSchema } from './teams'

/** How long an invitation waits for its answer. */
export const TEAM_INVITATION_DAYS = 14

/** POST /api/teams/{id}/invitations and POST /api/teams/{id}/transfer: the person it is about. */
export const teamPersonSchema = z.object({ userId: z.uuid(ERRORS.team_not_member) })
export type TeamPerson = z.infer<typeof teamPersonSchema>

/** The team as an invitation shows it: enough for a card, nothing only members may read. */
export const invitationTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  projectType: z.enum(TEAM_PROJECT_TYPES),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
})

/** GET /api/team-invitations item: a pending invitation of the caller, with its team and inviter. */
export const teamInvitationSchema = z.object({
  id: z.string(),
  team: invitationTeamSchema,
  inviter: teamUserSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type TeamInvitation = z.infer<typeof teamInvitationSchema>
export const teamInvitationListSchema = z.array(teamInvitationSchema)

/** POST /api/teams/{id}/invitations answer and GET /api/teams/{id}/invitations item (owner). */
export const sentInvitationSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  invitee: teamUserSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type SentInvitation = z.infer<typeof sentInvitationSchema>
export const sentInvitationListSchema = z.array(sentInvitationSchema)

/** GET /api/teams/{id}/join-requests item (owner): who asked, and when. */
export const joinRequestSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  user: teamUserSchema.extend({ profession: z.string().nullable() }),
  createdAt: z.string(),
})
export type JoinRequest = z.infer<typeof joinRequestSchema>
export const joinRequestListSchema = z.array(joinRequestSchema)
