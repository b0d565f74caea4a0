// Video calls (docs/decisions/018): the signalling payloads relayed over the spec's socket events, the team call's
// roster, and the ICE server list. Media never touches the server: browsers talk WebRTC to each other.
import { z } from 'zod'

/** A 1:1 call belongs to a match, a team call to a team: every signal names exactly one of the two. */
export const callScopeSchema = z.union([
  z.object({ matchId: z.string().max(100), teamId: z.undefined().optional() }),
  z.object({ teamId: z.string().max(100), matchId: z.undefined().optional() }),
])
export type CallScope = z.infer<typeof callScopeSchema>

/** An SDP offer or answer, as `RTCSessionDescriptionInit`. */
export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(14_000).optional(),
})

/** An ICE candidate, as `RTCIceCandidateInit`; null is the end-of-candidates marker. */
export const iceCandidateSchema = z
  .object({
    candidate: z.string().max(1_000).optional(),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable()

/** What each side tells the others about its own media, shown on its tile ("muted", "camera off"). */
export const mediaStateSchema = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean().optional(),
})
export type MediaState = z.infer<typeof mediaStateSchema>

/**
 * Fields every signal may carry beside its scope.
 * - `callId`: a UUID the caller makes (1:1) or the server hands out (team, in the `call-join` ack).
 * - `toUserId`: in a team call, the one participant the signal is for (mesh: one connection per pair).
 *   Ignored in a 1:1 call, whose signals always go to the other person of the match.
 * - `description` / `candidate`: the WebRTC payloads (perfect negotiation: either side may offer).
 * - `media`: the sender's microphone/camera/screen state, sent whenever it changes (on `call-answer`
 *   or `ice-candidate` without a candidate is fine; receivers merge it into the sender's tile).
 * - `reason`: why a call ended or was refused (`call-end`, `call-reject`).
 */
export const callSignalSchema = z.intersection(
  callScopeSchema,
  z.object({
    callId: z.uuid(),
    toUserId: z.string().max(100).optional(),
    description: sessionDescriptionSchema.optional(),
    candidate: iceCandidateSchema.optional(),
    media: mediaStateSchema.optional(),
    reason: z
      .enum(['declined', 'busy', 'hangup', 'missed', 'removed', 'answered-elsewhere', 'failed'])
      .optional(),
  }),
)
export type CallSignalPayload = z.infer<typeof callSignalSchema>

/** Who is calling, as the incoming-call dialog shows them. Sent by the server with a 1:1 ring. */
export const callPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})
export type CallPerson = z.infer<typeof callPersonSchema>

/**
 * A team's call as its members see it (event `team-call`, `GET /api/teams/{id}/call`, the `call-join` ack):
 * `callId` null and no participants when nobody is in it.
 */
export const teamCallSchema = z.object({
  teamId: z.string(),
  callId: z.string().nullable(),
  participants: z.array(callPersonSchema),
})
export type TeamCall = z.infer<typeof teamCallSchema>

/**
 * A team's call has just started (event `team-call-ring`): to every other member, so their app rings
 * quietly with Join. The ring stops by itself when `team-call` says the call ended or has them in it.
 */
export const teamCallRingSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  callId: z.string(),
  startedBy: callPersonSchema,
})
export type TeamCallRing = z.infer<typeof teamCallRingSchema>

/** `GET /api/calls/ice-servers`: `RTCIceServer[]` for `new RTCPeerConnection({ iceServers })`. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
})
export const iceServersSchema = z.object({ iceServers: z.array(iceServerSchema) })
export type IceServers = z.infer<typeof iceServersSchema>

/**
 * A call's line in its conversation (`Message.call`): `missed` (never answered: timed out, cancelled or
 * declined) or `ended` after `seconds` of talking. The message's `content` holds the English line
 * ("Missed video call", "Video call, 12 min") for previews; the client renders the translated one.
 */
export const callLogSchema = z.object({
  outcome: z.enum(['missed', 'declined', 'ended']),
  seconds: z.number().int().min(0).optional(),
})
export type CallLog = z.infer<typeof callLogSchema>

/** A team call holds at most this many people (full mesh: each sends its video to every other). */
export const TEAM_CALL_MAX = 6
/** An unanswered 1:1 call rings this long, then ends as missed (`CALL_RING_TIMEOUT_MS` shortens it in tests). */
export const CALL_RING_MS = 30_000
