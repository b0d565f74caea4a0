import { createHash } from 'node:crypto'
import {
  messageResultSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verifyEmailResultSchema,
  verifyEmailSchema,
} from '@shared/schemas/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signInLimit } from '../../lib/rate-limits'
import { confirmPasswordReset, requestPasswordReset, verifyEmailChange } from '../account'

// The per-address budget's key: Redis needs no list of who asked about which address.
const addressKey = (email: string) => `address:${createHash('sha256').update(email).digest('base64url')}`

/**
 * The mailed links of docs/decisions/025: confirming a new address, and setting a new password. All work signed
 * out (the link may be opened on another device) and signed in alike.
 */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app
  // Guessing tokens is hopeless at 256 bits, but each confirm costs a scrypt hash: the sign-in budget.
  const signInRateLimit = signInLimit(config)

  app.post(
    '/api/auth/email/verify',
    {
      config: signInRateLimit,
      schema: { body: verifyEmailSchema, response: { 200: verifyEmailResultSchema } },
    },
    async (request) => {
      const { email } = await verifyEmailChange({ db, token: request.body.token })
      return { email }
    },
  )

  app.post(
    '/api/auth/password-reset',
    { schema: { body: passwordResetRequestSchema, response: { 200: messageResultSchema } } },
    async (request) => {
      const { email } = request.body
      // The client's budget first: a refused client does not spend the address's.
      await app.budgets.spend('passwordResetClients', `client:${request.ip}`)
      await app.budgets.spend('passwordResets', addressKey(email))
      await requestPasswordReset({ db, secret: config.sessionSecret, email })
      return { message: PASSWORD_RESET_SENT_MESSAGE }
    },
  )

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: signInRateLimit,
      schema: { body: passwordResetConfirmSchema, response: { 200: messageResultSchema } },
    },
    async (request) => {
      await confirmPasswordReset({ db, sessionEvents: app.sessionEvents, ...request.body })
      return { message: PASSWORD_RESET_DONE_MESSAGE }
    },
  )
}
