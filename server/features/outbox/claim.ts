import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import type { OutboxItem, OutboxOutcome } from './types'

interface ClaimedRow {
  id: string
  channel: OutboxItem['channel']
  user_id: string
  kind: string
  topic: string
  payload: Record<string, unknown>
  attempts: number
}

/**
 * Takes up to `limit` due rows for this instance. `FOR UPDATE SKIP LOCKED` lets every instance claim
 * at once without waiting on each other or taking the same row; the claim itself is a lease
 * (`locked_until`) written in that short transaction, so no transaction stays open while an SMTP
 * server answers (PGlite has one connection: an open transaction would stall every request). A lease
 * that runs out means its instance died mid-send: another takes the row over.
 */
export async function claimDueItems(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }) {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`update outbox o set locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
        attempts = o.attempts + 1
      where o.id in (
        select id from outbox
        where status = 'pending' and not_before <= now() and (locked_until is null or locked_until <= now())
        order by not_before
        limit ${limit}
        for update skip locked)
      returning o.id, o.channel, o.user_id, o.kind, o.topic, o.payload, o.attempts`,
  )
  return rows.map(
    (row): OutboxItem => ({
      id: row.id,
      channel: row.channel,
      userId: row.user_id,
      kind: row.kind,
      topic: row.topic,
      payload: row.payload,
      attempts: row.attempts,
    }),
  )
}

/**
 * Writes what became of a claimed row. Only while this instance's claim holds (`attempts` as
 * claimed): a row another instance took over after our lease ran out is theirs to settle.
 */
export async function settleItem(db: Db, item: OutboxItem, outcome: OutboxOutcome) {
  const mine = sql`id = ${item.id} and attempts = ${item.attempts} and status = 'pending'`
  if ('sent' in outcome) {
    await db.execute(
      sql`update outbox set status = 'sent', sent_at = now(), locked_until = null where ${mine}`,
    )
  } else if ('skipped' in outcome) {
    await db.execute(
      sql`update outbox set status = 'skipped', last_error = ${outcome.skipped}, locked_until = null where ${mine}`,
    )
  } else {
    // Waiting on a rule is no failed attempt: the count goes back.
    await db.execute(
      sql`update outbox set not_before = ${outcome.later.toISOString()}::timestamptz, locked_until = null,
        attempts = attempts - 1 where ${mine}`,
    )
  }
}

/**
 * A failed attempt: tried again after `retryBaseMs` doubled per attempt (at most an hour), or given up
 * as `failed` once `maxAttempts` have failed. The error is kept either way.
 */
export async function failItem(
  db: Db,
  item: OutboxItem,
  error: string,
  { retryBaseMs, maxAttempts }: { retryBaseMs: number; maxAttempts: number },
) {
  const waitMs = Math.min(retryBaseMs * 2 ** (item.attempts - 1), 3_600_000)
  const last = item.attempts >= maxAttempts
  await db.execute(
    sql`update outbox set locked_until = null, last_error = ${error.slice(0, 2000)},
      status = ${last ? 'failed' : 'pending'},
      not_before = now() + make_interval(secs => ${waitMs / 1000})
    where id = ${item.id} and attempts = ${item.attempts} and status = 'pending'`,
  )
}

/**
 * Gives back a claimed row this instance will not handle after all (it is shutting down): free for any
 * instance at once, rather than when the lease runs out two minutes later, and no attempt counted.
 */
export async function releaseItem(db: Db, item: OutboxItem) {
  await db.execute(
    sql`update outbox set locked_until = null, attempts = attempts - 1
    where id = ${item.id} and attempts = ${item.attempts} and status = 'pending'`,
  )
}
