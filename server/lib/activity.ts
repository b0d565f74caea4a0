import type { NotificationType } from '@shared/schemas/notifications'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What this app did that operators count (/metrics, docs/decisions/050): features say it here, the metrics
     * plugin listens. Per app, not per process: tests build many apps in one process.
     */
    activity: Activity
  }
}

export interface ActivityListener {
  /** A chat message was stored (a resend of one already stored is not). */
  messageStored(chat: 'direct' | 'team'): void
  /** Notifications were stored and sent to their recipients, one type per notification. */
  notificationsCreated(types: readonly NotificationType[]): void
}

/** Fans each event out to the listeners; with none (no METRICS_TOKEN), it costs a loop over nothing. */
export class Activity implements ActivityListener {
  private readonly listeners: ActivityListener[] = []
  listen(listener: ActivityListener) {
    this.listeners.push(listener)
  }
  messageStored(chat: 'direct' | 'team') {
    for (const listener of this.listeners) listener.messageStored(chat)
  }
  notificationsCreated(types: readonly NotificationType[]) {
    if (types.length === 0) return
    for (const listener of this.listeners) listener.notificationsCreated(types)
  }
}

export const activityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('activity', new Activity())
  },
  { name: 'activity' },
)
