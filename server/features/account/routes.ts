import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountResultSchema,
  updateAccountSchema,
} from '@shared/schemas/account'
import { EXPORT_FILENAME_PREFIX, settingsSchema } from '@shared/schemas/settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signInLimit } from '../../lib/rate-limits'
import { requestUser } from '../../plugins/auth-guard'
import { broadcastTeamsChanged } from '../../realtime/broadcast'
import { getSettings } from '../settings'
import { deleteAccount } from './delete-account'
import { cancelEmailChange, findPendingEmail, requestEmailChange } from './email-change'
import { exportUserData } from './export-data'
import { updateAccount } from './update-account'

/** The account as a whole: sign-in details, a copy of all its data, and its deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  // A stolen session could otherwise guess the current password here without the sign-in budget.
  const passwordRateLimit = signInLimit(app.config)

  app.put(
    '/api/settings/account',
    {
      config: passwordRateLimit,
      schema: { body: updateAccountSchema, response: { 200: settingsSchema } },
    },
    async (request) => {
      const userId = requestUser(request).id
      return updateAccount({
        db,
        sessionEvents: app.sessionEvents,
        secret: app.config.sessionSecret,
        spendConfirmationBudget: () => app.budgets.spend('emailConfirmations', userId),
        userId,
        sessionId: request.sessionId,
        input: request.body,
      })
    },
  )

  // Settings' Resend and Cancel for an address waiting to be confirmed (docs/decisions/025).
  app.post(
    '/api/settings/account/pending-email/resend',
    { schema: { response: { 200: settingsSchema } } },
    async (request) => {
      const userId = requestUser(request).id
      const email = await findPendingEmail(db, userId)
      await app.budgets.spend('emailConfirmations', userId)
      await requestEmailChange({ db, secret: app.config.sessionSecret, userId, email })
      return getSettings({ db, userId })
    },
  )

  app.delete(
    '/api/settings/account/pending-email',
    { schema: { response: { 200: settingsSchema } } },
    async (request) => {
      const userId = requestUser(request).id
      await cancelEmailChange({ db, userId })
      return getSettings({ db, userId })
    },
  )

  app.get('/api/settings/export', async (request, reply) => {
    const data = await exportUserData({ db, userId: requestUser(request).id, sessionId: request.sessionId })
    const filename = `${EXPORT_FILENAME_PREFIX}${data.exportedAt.slice(0, 10)}.json`
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2))
  })

  app.delete(
    '/api/profile',
    { schema: { response: { 200: deleteAccountResultSchema } } },
    async (request, reply) => {
      const userId = requestUser(request).id
      const { keysLeft, teammates } = await deleteAccount({ db, storage: app.storage, userId })
      if (keysLeft.length) request.log.error({ userId, keysLeft }, 'account deleted but some files were not')
      // Every session of the account ended with the users row; live sockets are told to close too.
      app.sessionEvents.emit('user', userId)
      broadcastTeamsChanged(app.io, teammates)
      await app.endSession(request, reply)
      return { message: ACCOUNT_DELETED_MESSAGE }
    },
  )
}
