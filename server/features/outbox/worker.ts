import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { claimDueItems, failItem, releaseItem, settleItem } from './claim'
import type { ChannelHandler, OutboxChannel } from './types'

export interface OutboxWorker {
  /** Claims and handles due rows until none is left; resolves with how many it handled. */
  drain: () => Promise<number>
  /** Stops polling, finishes the row in hand and gives back the rest of its claim (docs/decisions/050). */
  stop: () => Promise<void>
}

/**
 * Drains the outbox every `pollMs` on this instance. Every instance runs one: the claim
 * (claim.ts) keeps them from taking the same row. One drain at a time per instance, so a slow SMTP
 * server delays this instance's next batch instead of piling up concurrent ones.
 */
export function startOutboxWorker({
  db,
  log,
  config,
  channels,
}: {
  db: Db
  log: FastifyBaseLogger
  config: Config['outbox']
  channels: Partial<Record<OutboxChannel, ChannelHandler>>
}): OutboxWorker {
  let stopped = false
  let running: Promise<number> | undefined
  let timer: NodeJS.Timeout | undefined

  const handleBatch = async () => {
    const items = await claimDueItems(db, { limit: config.batchSize, leaseMs: config.leaseMs })
    for (const item of items) {
      if (stopped) {
        await releaseItem(db, item).catch((error) =>
          log.warn({ outboxId: item.id, err: error }, 'outbox row not released; its lease will run out'),
        )
        continue
      }
      const handler = channels[item.channel]
      try {
        if (!handler) throw new Error(`no handler for the ${item.channel} channel on this instance`)
        await settleItem(db, item, await handler(item))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        log.warn({ outboxId: item.id, attempts: item.attempts, err: message }, 'outbox send failed')
        await failItem(db, item, message, config)
      }
    }
    return items.length
  }
  const drainAll = async () => {
    let handled = 0
    for (let batch = await handleBatch(); batch > 0 && !stopped; batch = await handleBatch()) handled += batch
    return handled
  }
  const drain = () => {
    // A drain asked for during one joins it, then runs again: rows due meanwhile are not left waiting.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drainAll)
    running = next
    // Cleared either way; a failure is the caller's to handle (the poll logs it), not a second one here.
    const clear = () => {
      if (running === next) running = undefined
    }
    next.then(clear, clear)
    return next
  }
  const tick = () => {
    timer = setTimeout(async () => {
      try {
        await drain()
      } catch (error) {
        log.warn({ err: error }, 'outbox drain failed')
      }
      if (!stopped) tick()
    }, config.pollMs)
    timer.unref()
  }
  tick()

  return {
    drain,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}
