import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { LIMITS } from '../limits'
import { attachmentIdsSchema, attachmentSchema } from './attachments'
import { callLogSchema } from './calls'
import { messageChangeFields, replyToIdSchema } from './message-changes'

export const NO_CONVERSATION_MESSAGE = ERRORS.no_conversation
export const EMPTY_MESSAGE = ERRORS.message_empty

/** Message text for both chats (docs/product.md §5): trimmed, never empty, bounded. */
export const messageContentSchema = z
  .string({ error: EMPTY_MESSAGE })
  .trim()
  .min(1, EMPTY_MESSAGE)
  .max(LIMITS.messageLength, errorText('message_too_long', { max: LIMITS.messageLength }))

/** Text of a message being sent, which may be empty when files go with it (see textOrFiles). */
const sentTextSchema = z
  .string({ error: EMPTY_MESSAGE })
  .trim()
  .max(LIMITS.messageLength, errorText('message_too_long', { max: LIMITS.messageLength }))
  .default('')

/** A message carries text, files or both: never nothing. */
const textOrFiles = {
  check: (body: { content: string; attachmentIds?: string[] }) =>
    body.content.length > 0 || (body.attachmentIds?.length ?? 0) > 0,
  params: { message: EMPTY_MESSAGE, path: ['content'] },
}

/** One person of a match as the matches list shows them (docs/product.md §3 Match). */
export const matchUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  profile: z.object({ profession: z.string() }).nullable(),
})
export type MatchUser = z.infer<typeof matchUserSchema>

/** A message of a 1:1 conversation (docs/product.md §3 Message). */
export const messageSchema = z.object({
  id: z.string(),
  content: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  createdAt: z.string(),
  /** When the recipient read it (null until then): the sender's "Seen". */
  readAt: z.string().nullable(),
  /** The sender's id for it, when their client gave one: how it recognises its own pending message. */
  clientId: z.string().optional(),
  /** Set on the line a video call leaves behind ("Missed video call", "Video call, 12 min"). */
  call: callLogSchema.optional(),
  ...messageChangeFields,
  /** Files sent with it, in the order they were attached; absent when there are none. */
  attachments: z.array(attachmentSchema).optional(),
})
export type Message = z.infer<typeof messageSchema>

/** GET /api/matches item: the pair, the conversation, its last message and what the caller has not read. */
export const matchSchema = z.object({
  id: z.string(),
  user1Id: z.string(),
  user2Id: z.string(),
  user1: matchUserSchema,
  user2: matchUserSchema,
  createdAt: z.string(),
  /** Every match gets its conversation with it; null only for a match made before that rule. */
  conversationId: z.string().nullable(),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int(),
  /** The other person's presence; absent when they hide their online status. */
  isOnline: z.boolean().optional(),
})
export type Match = z.infer<typeof matchSchema>
export const matchListSchema = z.array(matchSchema)

/**
 * `?before=<messageId>&limit=50` pages backwards through a long history; `?after=<messageId>` catches up
 * forwards from the last message a client holds (oldest first, `hasMore` when newer ones remain).
 */
export const messagePageQuerySchema = z
  .object({
    before: z.string().max(100).optional(),
    after: z.string().max(100).optional(),
    /** The messages changed (edited, deleted, reacted to) after this chat version, oldest change first. */
    changedSince: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(
    (query) => [query.before, query.after, query.changedSince].filter((v) => v !== undefined).length < 2,
    {
      message: ERRORS.before_or_after,
    },
  )
export type MessagePageQuery = z.input<typeof messagePageQuerySchema>

/**
 * GET /api/conversations/{matchId}/messages: messages oldest to newest; hasMore when older ones exist
 * (newer ones, with `after`).
 */
export const conversationSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  messages: z.array(messageSchema),
  hasMore: z.boolean(),
  /** The chat's change version when the page was read: the next catch-up's `changedSince`. */
  version: z.number().int(),
})
export type Conversation = z.infer<typeof conversationSchema>

/**
 * A UUID the sender's browser makes once per message and sends with every try of it: the same sender
 * and clientId store one message, and a repeat answers with the stored one.
 */
export const clientIdSchema = z.uuid({ error: ERRORS.client_id_invalid }).optional()

/** POST /api/messages and the socket's send-message. */
export const sendMessageSchema = z
  .object({
    content: sentTextSchema,
    clientId: clientIdSchema,
    replyToId: replyToIdSchema,
    conversationId: z
      .string({ error: NO_CONVERSATION_MESSAGE })
      .trim()
      .min(1, NO_CONVERSATION_MESSAGE)
      .max(100),
    attachmentIds: attachmentIdsSchema,
  })
  .refine(textOrFiles.check, textOrFiles.params)
export type SendMessage = z.input<typeof sendMessageSchema>

/** A team chat message (docs/product.md §3 Team chat message), with its team so live listeners can route it. */
export const teamMessageSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  senderId: z.string(),
  sender: z.object({ firstName: z.string(), lastName: z.string() }),
  content: z.string(),
  createdAt: z.string(),
  clientId: z.string().optional(),
  ...messageChangeFields,
  /** The members it @mentions. */
  mentions: z.array(z.string()),
  /** As for 1:1 messages. */
  attachments: z.array(attachmentSchema).optional(),
})
export type TeamMessage = z.infer<typeof teamMessageSchema>

/** GET /api/teams/{id}/chat: `{ messages }` (oldest to newest), pageable like conversations. */
export const teamChatSchema = z.object({
  messages: z.array(teamMessageSchema),
  hasMore: z.boolean(),
  /** As for conversations: the next catch-up's `changedSince`. */
  version: z.number().int(),
})
export type TeamChat = z.infer<typeof teamChatSchema>

/** POST /api/teams/{id}/chat. */
export const sendTeamMessageSchema = z
  .object({
    content: sentTextSchema,
    clientId: clientIdSchema,
    replyToId: replyToIdSchema,
    /** Members it @mentions; anyone else is dropped. */
    mentions: z
      .array(z.uuid({ error: ERRORS.mention_invalid }))
      .max(LIMITS.teamSettingsMembersMax)
      .optional(),
    attachmentIds: attachmentIdsSchema,
  })
  .refine(textOrFiles.check, textOrFiles.params)

/** PATCH /api/messages/{id} and PATCH /api/teams/{teamId}/chat/{messageId}. */
export const editMessageSchema = z.object({ content: messageContentSchema })
export type SendTeamMessage = z.input<typeof sendTeamMessageSchema>

/** A `new-message` event carries either kind; team messages are the ones with a teamId. */
