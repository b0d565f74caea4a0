import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTime, prepareSql } from '../../db/prepare'
import { isStatementError } from '../../lib/pg-errors'
import { type MessageInput, type SentRow, sendOne } from './send-one'

// Group commit (decision 022): the messages that arrive while the previous batch is being stored, or in
// the same turn of the event loop, go to the database as one statement, one transaction, one commit.
// Each message is still stored before it is acknowledged or broadcast; what changes is that a thousand
// of them share a round trip, a plan and a WAL flush instead of paying one each.

/** More than this waits for the next batch: one statement's rows stay bounded. */
const MAX_BATCH = 1000

/**
 * The single statement of send-one.ts, for many messages at once, with the same rules:
 * - a message is stored only if its sender is one of the two people of its conversation's match and
 *   neither blocked the other; one that may not be stored is left out (no row), not an error, so it
 *   cannot fail the others; its caller then asks why, as before;
 * - `on conflict (sender_id, client_id) do nothing`: a repeat of a stored clientId, or the second of two
 *   in one batch, stores nothing;
 * - `created_at` is the transaction's time plus the message's place in the batch in microseconds: one
 *   statement has one `now()`, and a chat's order is (created_at, id), so without it the messages of a
 *   batch would sort by their random ids instead of the order they came in;
 * - one notification upsert per recipient and conversation, counting every message of the batch to
 *   them (PostgreSQL refuses to update one row twice in one statement), with the last sender as actor.
 * The stored messages and the notifications come back as rows of their own (`kind`), matched up here:
 * the planner guesses one row for a CTE, so joining two of them would compare every row with every other.
 */
const prepareBatch = (db: Db) =>
  prepareSql<BatchRow>(
    db,
    'send_message_batch',
    sql`with input as (
      select * from json_to_recordset(${sql.placeholder('batch')}::json) as r(ord int, id uuid,
        conversation_id uuid, sender_id uuid, content text, client_id uuid, reply_to_id uuid, call_outcome text,
        call_seconds int)
    ), sent as (
      insert into messages (id, conversation_id, sender_id, content, client_id, reply_to_id, call_outcome, call_seconds,
        created_at)
      select i.id, i.conversation_id, i.sender_id, i.content, i.client_id, i.reply_to_id, i.call_outcome, i.call_seconds,
        now() + i.ord * interval '1 microsecond'
      from input i join conversations c on c.id = i.conversation_id join matches m on m.id = c.match_id
      where i.sender_id in (m.user1_id, m.user2_id)
        and not exists (select 1 from blocks b where (b.blocker_id = m.user1_id and b.blocked_id = m.user2_id)
          or (b.blocker_id = m.user2_id and b.blocked_id = m.user1_id))
      order by i.ord
      on conflict (sender_id, client_id) do nothing
      returning *
    ), addressed as (
      select sent.*, m.id as match_id,
        case when m.user1_id = sent.sender_id then m.user2_id else m.user1_id end as recipient_id
      from sent join conversations c on c.id = sent.conversation_id join matches m on m.id = c.match_id
    ), notified as (
      insert into notifications (user_id, type, actor_id, match_id, conversation_id, collapse_key, count)
      select a.recipient_id, 'message', (array_agg(a.sender_id order by a.created_at desc))[1], a.match_id,
        a.conversation_id, 'message:' || a.conversation_id, count(*)::int
      from addressed a left join user_settings s on s.user_id = a.recipient_id
      where coalesce(s.new_messages, true)
      group by a.recipient_id, a.match_id, a.conversation_id
      on conflict (user_id, collapse_key) do update set
        count = case when notifications.read_at is null then notifications.count + excluded.count else excluded.count end,
        read_at = null, created_at = now(), actor_id = excluded.actor_id
      returning *
    )
    select 'message' as kind, a.id, a.conversation_id, a.sender_id, a.content, ${isoTime('a.created_at')} as created_at,
      a.client_id, a.reply_to_id, a.call_outcome, a.call_seconds, a.recipient_id,
      null::uuid as n_id, null::int as n_count, null as n_created_at, null::uuid as n_match_id,
      null as first_name, null as last_name, null as profile_image_url
    from addressed a
    union all
    select 'notification', null, n.conversation_id, n.actor_id, null, null, null, null, null, null, n.user_id,
      n.id, n.count, ${isoTime('n.created_at')}, n.match_id, u.first_name, u.last_name, u.profile_image_url
    from notified n left join users u on u.id = n.actor_id`,
  )

/** A stored message (its notification columns null), or a notification upserted (sender_id: its actor). */
type BatchRow = Omit<SentRow, 'n_user_id'> & { kind: 'message' | 'notification' }

/** A stored message's row (`notify` false: a later one of its batch carries the notification), or none. */
export interface BatchResult {
  row: SentRow | undefined
  notify: boolean
}

interface Pending {
  input: MessageInput
  resolve: (result: BatchResult) => void
  reject: (error: unknown) => void
}

/**
 * Gives each caller its row, with the notification of its recipient and conversation; the last message
 * of the batch to them is the one that pushes it (its count takes in the others).
 */
function resolveAll(batch: Pending[], rows: BatchRow[]) {
  const key = (userId: string, conversationId: string) => `${userId} ${conversationId}`
  const notified = new Map<string, BatchRow>()
  const stored = new Map<string, BatchRow>()
  for (const row of rows) {
    if (row.kind === 'notification') notified.set(key(row.recipient_id, row.conversation_id), row)
    else stored.set(row.id, row)
  }
  const last = new Map<string, string>()
  for (const { input } of batch) {
    const row = stored.get(input.id)
    if (row) last.set(key(row.recipient_id, row.conversation_id), row.id)
  }
  for (const { input, resolve } of batch) {
    const row = stored.get(input.id)
    if (!row) {
      resolve({ row: undefined, notify: true })
      continue
    }
    const notification = notified.get(key(row.recipient_id, row.conversation_id))
    const sent: SentRow = { ...row, n_user_id: row.recipient_id }
    if (notification) {
      Object.assign(sent, {
        n_id: notification.n_id,
        n_count: notification.n_count,
        n_created_at: notification.n_created_at,
        n_match_id: notification.n_match_id,
        first_name: notification.first_name,
        last_name: notification.last_name,
        profile_image_url: notification.profile_image_url,
      })
    }
    resolve({ row: sent, notify: last.get(key(row.recipient_id, row.conversation_id)) === row.id })
  }
}

/** Collects messages and stores them a batch at a time, one batch in flight per database. */
function createBatcher(db: Db) {
  const statement = prepareBatch(db)
  let queue: Pending[] = []
  let busy = false

  async function run(batch: Pending[]) {
    try {
      const payload = batch.map(({ input }, ord) => ({
        ord,
        id: input.id,
        conversation_id: input.conversationId,
        sender_id: input.userId,
        content: input.content,
        client_id: input.clientId ?? null,
        reply_to_id: input.replyToId ?? null,
        call_outcome: input.call?.outcome ?? null,
        call_seconds: input.call?.seconds ?? null,
      }))
      const rows = await statement({ batch: JSON.stringify(payload) })
      resolveAll(batch, rows)
    } catch (error) {
      // Refused as a whole (and rolled back): each message alone, so each caller gets its own answer.
      if (!isStatementError(error)) {
        for (const { reject } of batch) reject(error)
        return
      }
      for (const { input, resolve, reject } of batch) {
        await sendOne(db, input).then((row) => resolve({ row, notify: true }), reject)
      }
    }
  }

  async function drain() {
    busy = true
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH)
      queue = queue.slice(MAX_BATCH)
      // Whatever goes wrong, every caller of the batch hears of it and the next batch still runs.
      await run(batch).catch((error: unknown) => {
        for (const { reject } of batch) reject(error)
      })
    }
    busy = false
  }

  return (input: MessageInput) =>
    new Promise<BatchResult>((resolve, reject) => {
      queue.push({ input, resolve, reject })
      // The first message after a quiet spell waits only for the rest of this turn of the event loop
      // (the other frames read from the network with it); later ones wait for the batch in flight.
      if (!busy && queue.length === 1) setImmediate(drain)
    })
}

const batchers = new WeakMap<Db, ReturnType<typeof createBatcher>>()

/** Stores one message in the next batch of its database. */
export function sendInBatch(db: Db, input: MessageInput) {
  const batcher = batchers.get(db) ?? createBatcher(db)
  batchers.set(db, batcher)
  return batcher(input)
}
