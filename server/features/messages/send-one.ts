import type { CallLog } from '@shared/schemas/calls'
import type { Message } from '@shared/schemas/chat'
import type { ReplyQuote } from '@shared/schemas/message-changes'
import type { Notification } from '@shared/schemas/notifications'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { changeFieldsOf } from '../../db/message-extras'
import { isoTime, prepareSql } from '../../db/prepare'
import { collapseUpdate } from '../notifications'
import { callLogOf } from './service'

/** What a message's statement (one or a batch) returns for each message it stored. */
export interface SentRow {
  id: string
  conversation_id: string
  sender_id: string
  content: string
  created_at: string
  client_id: string | null
  reply_to_id: string | null
  call_outcome: CallLog['outcome'] | null
  call_seconds: number | null
  n_id: string | null
  n_user_id: string | null
  n_count: number | null
  n_created_at: string | null
  n_match_id: string | null
  first_name: string | null
  last_name: string | null
  profile_image_url: string | null
  recipient_id: string
}

/**
 * One message as one prepared statement (with MESSAGE_GROUP_COMMIT=0, and for each message of a batch
 * PostgreSQL refused as a whole: each caller then gets its own answer), so a message and its notification are stored
 * together (one statement is one transaction) for a single round trip:
 * - the conversation id is a subquery on the caller's membership, so it is NULL (and the NOT NULL
 *   column refuses the row) when the caller is not one of the two people of the conversation's match,
 *   or when either of them blocked the other;
 * - a repeat of the sender's clientId inserts nothing (and so notifies nobody): no row comes back, and
 *   the caller answers with the stored message;
 * - the other person's `message` notification is upserted unless their newMessages setting is off,
 *   collapsing into their one row for this conversation;
 * - the sender's name comes back for the notification, read as it is now.
 */
const prepareSend = (db: Db) =>
  prepareSql<SentRow>(
    db,
    'send_message',
    sql`with sent as (
      insert into messages (id, conversation_id, sender_id, content, client_id, reply_to_id, call_outcome, call_seconds)
      values (${sql.placeholder('id')}, (select c.id from conversations c join matches m on m.id = c.match_id
          where c.id = ${sql.placeholder('conversationId')}
            and ${sql.placeholder('userId')} in (m.user1_id, m.user2_id)
            and not exists (select 1 from blocks b where (b.blocker_id = m.user1_id and b.blocked_id = m.user2_id)
              or (b.blocker_id = m.user2_id and b.blocked_id = m.user1_id))),
        ${sql.placeholder('userId')}, ${sql.placeholder('content')}, ${sql.placeholder('clientId')},
        ${sql.placeholder('replyToId')}, ${sql.placeholder('callOutcome')}, ${sql.placeholder('callSeconds')})
      on conflict (sender_id, client_id) do nothing
      returning *
    ), recipient as (
      select m.id as match_id, case when m.user1_id = sent.sender_id then m.user2_id else m.user1_id end as user_id
      from sent join conversations c on c.id = sent.conversation_id join matches m on m.id = c.match_id
    ), notified as (
      insert into notifications (user_id, type, actor_id, match_id, conversation_id, collapse_key)
      select r.user_id, 'message', sent.sender_id, r.match_id, sent.conversation_id, 'message:' || sent.conversation_id
      from sent cross join recipient r left join user_settings s on s.user_id = r.user_id
      where coalesce(s.new_messages, true)
      on conflict (user_id, collapse_key) do update set ${collapseUpdate}
      returning *
    )
    select sent.id, sent.conversation_id, sent.sender_id, sent.content, ${isoTime('sent.created_at')} as created_at,
      sent.client_id, sent.reply_to_id, sent.call_outcome, sent.call_seconds,
      n.id as n_id, n.user_id as n_user_id, n.count as n_count, ${isoTime('n.created_at')} as n_created_at,
      n.match_id as n_match_id, u.first_name, u.last_name, u.profile_image_url, r.user_id as recipient_id
    from sent cross join recipient r left join notified n on true left join users u on u.id = n.actor_id`,
  )
const statements = new WeakMap<Db, ReturnType<typeof prepareSend>>()

/** What one message needs to be stored; the id is made here, so a batch can tell its rows apart. */
export interface MessageInput {
  id: string
  userId: string
  conversationId: string
  content: string
  clientId?: string
  /** A message of the same conversation (checked before: storeMessage). */
  replyToId?: string
  call?: CallLog
}

/**
 * Stores one message: its row, or none for a repeated clientId; a not-null violation when the sender
 * may not write there.
 */
export async function sendOne(db: Db, input: MessageInput): Promise<SentRow | undefined> {
  const statement = statements.get(db) ?? prepareSend(db)
  statements.set(db, statement)
  const [row] = await statement({
    id: input.id,
    conversationId: input.conversationId,
    userId: input.userId,
    content: input.content,
    clientId: input.clientId ?? null,
    replyToId: input.replyToId ?? null,
    callOutcome: input.call?.outcome ?? null,
    callSeconds: input.call?.seconds ?? null,
  })
  return row
}

export interface SentMessage {
  message: Message
  /** The sender's clientId had stored this message before: nobody is notified again. */
  repeat?: boolean
  /** The other person of the conversation. */
  recipientId: string
  /** The recipient's notification, when their settings asked for one. */
  notification?: { userId: string; notification: Notification }
  /**
   * A later message of the same batch to the same person carries their notification (its count takes
   * this one in): nothing to push for this one.
   */
  notifiedLater?: boolean
}

/**
 * The answer for a stored row; `notify` false leaves its notification to a later message of its batch.
 * `quote` is the original a reply answers, as read when the reply was checked.
 */
export function toSentMessage(row: SentRow, notify = true, quote: ReplyQuote | null = null): SentMessage {
  const message: Message = {
    id: row.id,
    content: row.content,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    createdAt: row.created_at,
    readAt: null,
    ...(row.client_id ? { clientId: row.client_id } : {}),
    ...callLogOf(row.call_outcome, row.call_seconds),
    ...changeFieldsOf({ replyToId: row.reply_to_id, editedAt: null, deletedAt: null, version: 0 }, {}),
    replyTo: row.reply_to_id === null ? null : quote,
  }
  if (row.n_id === null) return { message, recipientId: row.recipient_id }
  if (!notify) return { message, recipientId: row.recipient_id, notifiedLater: true }
  return {
    message,
    recipientId: row.recipient_id,
    notification: {
      userId: row.n_user_id!,
      notification: {
        id: row.n_id,
        type: 'message',
        createdAt: row.n_created_at!,
        readAt: null,
        count: row.n_count!,
        actor: {
          id: row.sender_id,
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          profileImageUrl: row.profile_image_url,
        },
        matchId: row.n_match_id!,
        conversationId: row.conversation_id,
      },
    },
  }
}
