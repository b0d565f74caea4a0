import type { OUTBOX_CHANNELS } from '../../db/schema'

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

/** One claimed row, as the worker hands it to its channel. */
export interface OutboxItem {
  id: string
  channel: OutboxChannel
  userId: string
  kind: string
  topic: string
  payload: Record<string, unknown>
  attempts: number
}

/**
 * What a channel made of a due row: sent; skipped because a rule said no (the reason is kept in
 * `last_error` for whoever looks); or not yet, with the time to look again. A thrown error is a
 * failed attempt, retried with back-off.
 */
export type OutboxOutcome = { sent: true } | { skipped: string } | { later: Date; reason: string }

/** Sends one channel's rows. Web push (docs/decisions/024) registers a `push` channel beside `email`. */
export type ChannelHandler = (item: OutboxItem) => Promise<OutboxOutcome>
