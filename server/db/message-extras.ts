import { ERRORS } from '@shared/error-codes'
import { REPLY_QUOTE_LENGTH } from '@shared/limits'
import type { Reaction, ReplyQuote } from '@shared/schemas/message-changes'
import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { badRequest, conflict } from '../lib/http-error'
import type { Db } from './client'
import { queryRows } from './prepare'

// What a chat message shows beside its text, read in the same statement as the message (one
// subquery each, on a primary key or its prefix), for either chat: its reactions and the quote of the
// message it answers. Both chats' pages and changes read them through here.

// Drizzle leaves a column's table off when a query reads one table, and inside these subqueries a bare
// name would mean the subquery's own row: the outer message's columns are named with their table.
const outer = (table: PgTable, column: string) => sql`${table}.${sql.identifier(column)}`

/** The raw reactions column: `[{ emoji, userIds }]`, in the order each emoji was first used. */
export const reactionsColumn = (reactions: PgTable, table: PgTable) =>
  sql<
    RawReaction[]
  >`coalesce((select json_agg(json_build_object('emoji', r.emoji, 'userIds', r.user_ids) order by r.first_at)
    from (select x.emoji, array_agg(x.user_id order by x.created_at) as user_ids, min(x.created_at) as first_at
      from ${reactions} x where x.message_id = ${outer(table, 'id')} group by x.emoji) r), '[]'::json)`

/** The raw quote column: the original's sender and first line, null when it is gone altogether. */
export const replyQuoteColumn = (table: PgTable) =>
  sql<RawQuote | null>`(select json_build_object('senderId', o.sender_id,
      'excerpt', case when o.deleted_at is null then left(split_part(o.content, E'\\n', 1), ${sql.raw(String(REPLY_QUOTE_LENGTH))}) else '' end,
      'deleted', o.deleted_at is not null)
    from ${table} o where o.id = ${outer(table, 'reply_to_id')})`

export interface RawReaction {
  emoji: string
  userIds: string[]
}

export interface RawQuote {
  senderId: string
  excerpt: string
  deleted: boolean
}

/** Reactions as the API sends them; `byMe` for `viewerId` (none for a broadcast: clients read userIds). */
export const toReactions = (raw: RawReaction[] | null | undefined, viewerId?: string): Reaction[] =>
  (raw ?? []).map(({ emoji, userIds }) => ({
    emoji,
    count: userIds.length,
    byMe: viewerId !== undefined && userIds.includes(viewerId),
    userIds,
  }))

/** The quote of a reply; an original that is gone entirely (its sender's account deleted) reads as deleted. */
export const toReplyQuote = (
  replyToId: string | null,
  raw: RawQuote | null | undefined,
): ReplyQuote | null => {
  if (replyToId === null) return null
  if (!raw) return { id: replyToId, senderId: null, excerpt: '', deleted: true }
  return { id: replyToId, ...raw }
}

/** The change fields of a message row (editedAt, deletedAt and version as stored). */
export const changeFieldsOf = (
  row: {
    replyToId: string | null
    editedAt: Date | string | null
    deletedAt: Date | string | null
    version: number | string
  },
  extras: { reactions?: RawReaction[] | null; replyQuote?: RawQuote | null },
  viewerId?: string,
) => ({
  replyTo: toReplyQuote(row.replyToId, extras.replyQuote),
  reactions: toReactions(extras.reactions, viewerId),
  editedAt: row.editedAt === null ? null : new Date(row.editedAt).toISOString(),
  deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt).toISOString(),
  version: Number(row.version),
})

/**
 * The change fields of a chat list's last message: whether it was edited or deleted, without the
 * reactions and quote a preview never shows.
 */
export const previewChangeFields = (row: {
  editedAt: Date | string | null
  deletedAt: Date | string | null
  version: number | string
}) => changeFieldsOf({ ...row, replyToId: null }, {})

/**
 * The quote of the message a new one answers: 400 unless it is a message of the same chat, 409 once it
 * was deleted. Asked before storing, so a reply never points outside its chat.
 */
export async function findReplyQuote(
  db: Db,
  chat: { table: PgTable; chatId: PgColumn },
  chatId: string,
  replyToId: string,
): Promise<ReplyQuote> {
  const [row] = await queryRows<{ sender_id: string; content: string; deleted: boolean }>(
    db,
    sql`select sender_id, content, deleted_at is not null as deleted from ${chat.table}
      where id = ${replyToId} and ${chat.chatId} = ${chatId}`,
  )
  if (!row) throw badRequest(ERRORS.reply_to_invalid)
  if (row.deleted) throw conflict(ERRORS.message_deleted)
  return {
    id: replyToId,
    senderId: row.sender_id,
    // Counted in characters, as PostgreSQL's left() counts them for the quotes it reads.
    excerpt: [...row.content.split('\n', 1)[0]!].slice(0, REPLY_QUOTE_LENGTH).join(''),
    deleted: false,
  }
}
