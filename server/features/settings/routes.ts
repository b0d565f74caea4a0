import {
  browserTimezoneSchema,
  settingsSchema,
  timezoneAdoptionSchema,
  updateAppPreferencesSchema,
  updateNotificationSettingsSchema,
  updatePrivacySettingsSchema,
} from '@shared/schemas/settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestUser } from '../../plugins/auth-guard'
import {
  adoptBrowserTimezone,
  getSettings,
  updateAppPreferences,
  updateNotificationSettings,
  updatePrivacySettings,
} from './service'

/** Settings page sections (docs/product.md §2); each PUT answers with the whole settings, as GET does. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const response = { 200: settingsSchema }

  app.get('/api/settings', { schema: { response } }, async (request) =>
    getSettings({ db, userId: requestUser(request).id }),
  )

  app.put(
    '/api/settings/notifications',
    { schema: { body: updateNotificationSettingsSchema, response } },
    async (request) =>
      updateNotificationSettings({ db, userId: requestUser(request).id, input: request.body }),
  )

  app.put('/api/settings/app', { schema: { body: updateAppPreferencesSchema, response } }, async (request) =>
    updateAppPreferences({ db, userId: requestUser(request).id, input: request.body }),
  )

  app.post(
    '/api/settings/app/browser-timezone',
    { schema: { body: browserTimezoneSchema, response: { 200: timezoneAdoptionSchema } } },
    async (request) =>
      adoptBrowserTimezone({ db, userId: requestUser(request).id, timezone: request.body.timezone }),
  )
}

/** The privacy section: what others see of a profile, so only for people who have one. */
export const privacySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const response = { 200: settingsSchema }

  app.put(
    '/api/settings/privacy',
    { schema: { body: updatePrivacySettingsSchema, response } },
    async (request) => {
      const userId = requestUser(request).id
      const settings = await updatePrivacySettings({ db, userId, input: request.body })
      // Matches see the change at once: hiding reads as offline, showing again as the truth.
      const { showOnlineStatus } = request.body
      if (showOnlineStatus !== undefined) {
        await app.presence.announceVisibility(userId, showOnlineStatus).catch((error) => {
          request.log.warn({ err: error }, 'presence announcement failed')
        })
      }
      return settings
    },
  )
}
