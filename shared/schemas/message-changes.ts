import { z } from 'zod'
import { ERRORS } from '../error-codes'

/** The reactions a message can get, one each per person. */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '🎉', '😮', '🙏'] as const
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number]

export const reactionEmojiSchema = z.enum(REACTION_EMOJIS, { error: ERRORS.reaction_emoji_invalid })

/**
 * One emoji's reactions to a message. `byMe` is the reader's own: an HTTP answer sets it for the
 * caller; a live `message-updated` goes to the whole chat, so there each client reads it from `userIds`.
 */
export const reactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  byMe: z.boolean(),
  userIds: z.array(z.string()),
})
export type Reaction = z.infer<typeof reactionSchema>

/** The original a reply quotes: its first line, or `deleted` once it is gone. */
export const replyQuoteSchema = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  excerpt: z.string(),
  deleted: z.boolean(),
})
export type ReplyQuote = z.infer<typeof replyQuoteSchema>

/** What every message of either chat carries about its replies, reactions and changes. */
export const messageChangeFields = {
  replyTo: replyQuoteSchema.nullable(),
  reactions: z.array(reactionSchema),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** 0 until it first changes; each change gives it its chat's next number (`?changedSince=`). */
  version: z.number().int(),
}

/** The reply id a send may carry. */
export const replyToIdSchema = z.uuid({ error: ERRORS.reply_to_invalid }).optional()
