import {
  settingsSchema,
  updateAppPreferencesSchema,
  updateNotificationSettingsSchema,
  updatePrivacySettingsSchema,
} from '@shared/schemas/settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth-guard'
import {
  getSettings,
  updateAppPreferences,
  updateNotificationSettings,
  updatePrivacySettings,
} from './service'

/** Settings page sections (spec §2); each PUT answers with the whole settings, as GET does. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const response = { 200: settingsSchema }

  app.get('/api/settings', { preHandler: app.requireUser, schema: { response } }, async (request) =>
    getSettings({ db, userId: currentUser(request).id }),
  )

  app.put(
    '/api/settings/privacy',
    { preHandler: app.requireProfile, schema: { body: updatePrivacySettingsSchema, response } },
    async (request) => updatePrivacySettings({ db, userId: currentUser(request).id, input: request.body }),
  )

  app.put(
    '/api/settings/notifications',
    { preHandler: app.requireUser, schema: { body: updateNotificationSettingsSchema, response } },
    async (request) =>
      updateNotificationSettings({ db, userId: currentUser(request).id, input: request.body }),
  )

  app.put(
    '/api/settings/app',
    { preHandler: app.requireUser, schema: { body: updateAppPreferencesSchema, response } },
    async (request) => updateAppPreferences({ db, userId: currentUser(request).id, input: request.body }),
  )
}
