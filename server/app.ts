import zlib from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Db } from './db/client'
import { accountRoutes } from './features/account/routes'
import { attachmentCleanup, attachmentRoutes } from './features/attachments'
import { accountLinkRoutes } from './features/auth/account-link-routes'
import { passwordAuthRoutes } from './features/auth/password-routes'
import { authRoutes } from './features/auth/routes'
import { sessionRoutes } from './features/auth/session-routes'
import { callsSocket } from './features/calls'
import { iceServerRoutes, teamCallRoutes } from './features/calls/routes'
import { demoDiscoverRoutes, discoverRoutes } from './features/discover/routes'
import { unsubscribeRoutes } from './features/mail/routes'
import { findPresenceAudience, presenceSocket } from './features/matches'
import { matchRoutes } from './features/matches/routes'
import { messageChangeRoutes } from './features/message-changes/routes'
import { messagesSocket } from './features/messages'
import { messageRoutes } from './features/messages/routes'
import { setGroupCommit } from './features/messages/send-message'
import { myProfileRoutes, profileEditRoutes } from './features/my-profile/routes'
import { notificationRoutes } from './features/notifications/routes'
import { outboxWorker } from './features/outbox'
import { peopleRoutes } from './features/people/routes'
import { projectPage } from './features/portfolio/page-meta'
import {
  featuredProjectRoutes,
  myProjectRoutes,
  personProjectRoutes,
  portfolioRoutes,
} from './features/portfolio/routes'
import { pushPlugin } from './features/push'
import { pushRoutes } from './features/push/routes'
import { reputationRoutes, reviewModerationRoutes } from './features/reputation/routes'
import { syncModerators } from './features/safety/moderators'
import { moderationRoutes, safetyRoutes } from './features/safety/routes'
import { searchRoutes } from './features/search/routes'
import { privacySettingsRoutes, settingsRoutes } from './features/settings/routes'
import { swipeRoutes } from './features/swipes/routes'
import { teamChatSocket } from './features/team-chat'
import { teamChatRoutes } from './features/team-chat/routes'
import { teamInvitationRoutes } from './features/teams/invitation-routes'
import { teamRoutes } from './features/teams/routes'
import { uploadRoutes } from './features/uploads/routes'
import { activityPlugin } from './lib/activity'
import { safeLogSerializers } from './lib/log-serializers'
import { healthRoutes, serverWithHealthz } from './ops/health'
import { metricsRoutes } from './ops/metrics'
import { authGuard } from './plugins/auth-guard'
import { errorHandler } from './plugins/error-handler'
import { originCheck } from './plugins/origin-check'
import { rateBudgets } from './plugins/rate-budgets'
import { securityHeaders } from './plugins/security-headers'
import { sessionPlugin } from './plugins/session'
import { staticSpa } from './plugins/static-spa'
import { storagePlugin } from './plugins/storage'
import { textGuard } from './plugins/text-guard'
import { uploadsStatic } from './plugins/uploads-static'
import { realtime } from './realtime'
import { routeGroup } from './route-groups'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
  }
}

export interface BuildAppOptions {
  config: Config
  db: Db
  logger?: FastifyServerOptions['logger']
}

/** The whole HTTP app: external plugins, then our plugins, then feature routes. Used by main.ts and tests. */
export async function buildApp({ config, db, logger = false }: BuildAppOptions) {
  const app = Fastify({
    // Every logged error goes through the safe serializer: no query parameters, no quoted values.
    logger: logger && { ...(logger === true ? {} : logger), serializers: safeLogSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Room for the 10 MB image upload is granted on that route only.
    // The listener answers liveness probes itself, ahead of every hook (ops/health.ts).
    serverFactory: serverWithHealthz,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('db', db)
  // Before any request: Discover leaves moderators out by a flag the database keeps from this list.
  await syncModerators({ db, adminEmails: config.adminEmails })
  setGroupCommit(db, config.messageGroupCommit)

  await app.register(errorHandler)
  // Operations (docs/decisions/050): the probes, and the metrics that features report to through app.activity.
  await app.register(healthRoutes)
  await app.register(activityPlugin)
  await app.register(metricsRoutes)
  await app.register(storagePlugin)
  await app.register(securityHeaders)
  // Text responses (the SPA's scripts and styles, JSON) go out compressed; images are already compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs tens of milliseconds per script; 5 compresses nearly as well.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  await app.register(cookie, { secret: config.sessionSecret })
  await app.register(rateBudgets)
  await app.register(originCheck)
  await app.register(textGuard)
  await app.register(sessionPlugin)
  await app.register(authGuard)
  // Each feature owns its socket events; the realtime plugin is the transport they share.
  await app.register(realtime, {
    features: [messagesSocket, teamChatSocket, presenceSocket, callsSocket],
    presenceAudience: findPresenceAudience,
  })
  await app.register(pushPlugin)
  await app.register(outboxWorker)
  await app.register(attachmentCleanup)

  // Public: nobody needs to be signed in (routes that answer visitors and members differently look themselves).
  await app.register(authRoutes)
  await app.register(passwordAuthRoutes)
  await app.register(accountLinkRoutes)
  await app.register(unsubscribeRoutes)
  await app.register(demoDiscoverRoutes)
  await app.register(featuredProjectRoutes)
  await app.register(searchRoutes)
  // Signed in: 401 for visitors.
  await app.register(
    routeGroup(app.requireUser, [
      peopleRoutes,
      personProjectRoutes,
      myProfileRoutes,
      myProjectRoutes,
      accountRoutes,
      settingsRoutes,
      sessionRoutes,
      matchRoutes,
      messageRoutes,
      messageChangeRoutes,
      notificationRoutes,
      teamChatRoutes,
      uploadRoutes,
      attachmentRoutes,
      pushRoutes,
      iceServerRoutes,
      // Moderators: the group's own hook answers everyone else with a 404.
      moderationRoutes,
      reviewModerationRoutes,
    ]),
  )
  // Members: signed in (401) with a profile (403 profile_required).
  await app.register(
    routeGroup(app.requireProfile, [
      profileEditRoutes,
      privacySettingsRoutes,
      discoverRoutes,
      swipeRoutes,
      portfolioRoutes,
      teamRoutes,
      teamInvitationRoutes,
      reputationRoutes,
      teamCallRoutes,
      safetyRoutes,
    ]),
  )

  await app.register(uploadsStatic)
  // Shared links to a public project preview with its title and picture.
  await app.register(staticSpa, { pages: [projectPage] })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
