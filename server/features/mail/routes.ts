import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signInLimit } from '../../lib/rate-limits'
import { findMailLanguage, turnOffMailSetting } from './mail-settings'
import { unsubscribePage } from './unsubscribe-page'
import { verifyUnsubscribeToken } from './unsubscribe-token'

const querystring = z.object({ token: z.string().max(200).optional() })

/**
 * One-click unsubscribe (RFC 8058), without signing in: the signed token names the person and the
 * setting. `GET /unsubscribe` shows a page that asks; `POST /api/unsubscribe` (the form's button, or
 * a mail provider's `List-Unsubscribe=One-Click`) turns the setting off. Limited per address like
 * sign-in: a token cannot be guessed, but the endpoint should not be a free database write either.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app
  const rateLimit = signInLimit(config)
  // Mail providers post a form body; JSON is the rest of the API's, so the parser lives only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  app.get('/unsubscribe', { config: rateLimit, schema: { querystring } }, async (request, reply) => {
    const found = request.query.token && verifyUnsubscribeToken(config.sessionSecret, request.query.token)
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!found) return reply.code(400).send(unsubscribePage('en', { state: 'invalid' }))
    return unsubscribePage(await findMailLanguage(db, found.userId), {
      state: 'ask',
      setting: found.setting,
      token: request.query.token!,
    })
  })

  // A mail program without one-click support opens the header's URL: show the page that asks.
  app.get('/api/unsubscribe', { config: rateLimit, schema: { querystring } }, async (request, reply) =>
    reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`, 303),
  )

  app.post('/api/unsubscribe', { config: rateLimit, schema: { querystring } }, async (request, reply) => {
    const found = request.query.token && verifyUnsubscribeToken(config.sessionSecret, request.query.token)
    const wantsPage = request.headers.accept?.includes('text/html')
    if (!found) {
      if (wantsPage)
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(unsubscribePage('en', { state: 'invalid' }))
      return reply.code(400).send({ message: 'This unsubscribe link is not valid' })
    }
    const updated = await turnOffMailSetting(db, found.userId, found.setting)
    if (wantsPage) {
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(updated?.language ?? 'en', { state: 'done', setting: found.setting }))
    }
    return { setting: found.setting, enabled: false }
  })
}
