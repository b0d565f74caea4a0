import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { OUTBOX_CHANNELS } from '../../db/schema'
import type { OutboxChannel } from './types'

export interface ChannelBacklog {
  /** Rows still to send, due or not yet. */
  pending: number
  /** How long the oldest due row has been waiting to go out; 0 when none is due. */
  oldestDueSeconds: number
}

/**
 * What each channel still has to send, for /metrics (docs/decisions/050): a backlog whose oldest due row keeps
 * ageing means nothing drains it (no instance's worker runs, or every send fails). One statement on the
 * partial index of pending rows; every channel is in the answer, with zeros when it has nothing.
 */
export async function outboxBacklog(db: Db): Promise<Record<OutboxChannel, ChannelBacklog>> {
  const rows = await queryRows<{ channel: OutboxChannel; pending: number; oldest_due_seconds: number }>(
    db,
    sql`select channel, count(*)::int as pending,
        coalesce(extract(epoch from now() - min(not_before) filter (where not_before <= now())), 0)::float8
          as oldest_due_seconds
      from outbox where status = 'pending' group by channel`,
  )
  const backlog = Object.fromEntries(
    OUTBOX_CHANNELS.map((channel) => [channel, { pending: 0, oldestDueSeconds: 0 }]),
  ) as Record<OutboxChannel, ChannelBacklog>
  for (const row of rows) {
    backlog[row.channel] = { pending: Number(row.pending), oldestDueSeconds: Number(row.oldest_due_seconds) }
  }
  return backlog
}
