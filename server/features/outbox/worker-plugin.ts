import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createEmailChannel, createMailer, enqueueWeeklyDigests } from '../mail'
import { createPushChannel } from '../push'
import { outboxBacklog } from './backlog'
import type { ChannelHandler, OutboxChannel } from './types'
import { type OutboxWorker, startOutboxWorker } from './worker'

type Channels = Partial<Record<OutboxChannel, ChannelHandler>>

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox worker (docs/decisions/023); `drain` lets tests and shutdown empty it now. */
    outbox: OutboxWorker & {
      /** The channels this instance sends through (a second worker in a test shares them). */
      channels: Channels
      enqueueWeeklyDigests: (at?: Date) => Promise<number>
      /** What each channel still has to send (/metrics). */
      backlog: () => ReturnType<typeof outboxBacklog>
    }
  }
}

// How often each instance looks for people whose Monday morning has come. The digest's window is
// four hours wide, so a few minutes' lateness is never a missed week.
const DIGEST_CHECK_MS = 5 * 60_000

/**
 * The outbox worker of this instance, with its channels: email and web push. Registered after
 * realtime (both ask presence whether the person is connected) and the push plugin (its keys). Stopped in
 * preClose, before presence and the database close under a send in progress.
 */
export const outboxWorker = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config.mail, app.log)
  const isOnline = async (userId: string) => (await app.presence.onlineAmong([userId])).has(userId)
  const channels: Channels = {
    email: createEmailChannel({
      db: app.db,
      mailer,
      // Read per email: tests learn their port, and so PUBLIC_URL, after the app is built.
      publicUrl: () => app.config.publicUrl,
      secret: app.config.sessionSecret,
      isOnline,
    }),
    push: createPushChannel({
      db: app.db,
      vapid: app.push.vapid,
      allowedHosts: app.config.push.allowedHosts,
      isOnline,
    }),
  }
  const worker = startOutboxWorker({ db: app.db, log: app.log, config: app.config.outbox, channels })
  const scheduleDigests = (at?: Date) => enqueueWeeklyDigests(app.db, at)
  const digestTimer = setInterval(() => {
    scheduleDigests().catch((error) => app.log.warn({ err: error }, 'weekly digest scheduling failed'))
  }, DIGEST_CHECK_MS)
  digestTimer.unref()
  app.decorate('outbox', {
    ...worker,
    channels,
    enqueueWeeklyDigests: scheduleDigests,
    backlog: () => outboxBacklog(app.db),
  })
  app.addHook('preClose', async () => {
    clearInterval(digestTimer)
    await worker.stop()
    mailer.close()
  })
})
