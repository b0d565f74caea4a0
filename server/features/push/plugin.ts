import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loadVapidDetails, type VapidDetails } from './vapid'

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push (docs/decisions/024): the VAPID details every push is signed with. */
    push: { vapid: VapidDetails }
  }
}

/** Loads (or makes, once) the VAPID keys before the routes and the outbox's push channel need them. */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('push', { vapid: await loadVapidDetails(app.db, app.config.push) })
})
