import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { DISTANCE_UNITS, LANGUAGES, PROFILE_VISIBILITIES, THEMES, TIMEZONES } from '../options'

const toggle = (name: string) => z.boolean({ error: errorText('must_be_boolean', { name }) })

/** Privacy and Visibility (docs/product.md §2 Settings): kept on the profile, which discover and profile reads obey. */
export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES, {
    error: ERRORS.profile_visibility,
  }),
  showOnlineStatus: toggle('showOnlineStatus'),
  allowMessagesFromStrangers: toggle('allowMessagesFromStrangers'),
  showInDiscovery: toggle('showInDiscovery'),
  shareAnalytics: toggle('shareAnalytics'),
})
export type PrivacySettings = z.infer<typeof privacySettingsSchema>

/** Notification settings of docs/product.md §3. */
export const notificationSettingsSchema = z.object({
  emailNotifications: toggle('emailNotifications'),
  pushNotifications: toggle('pushNotifications'),
  newMatches: toggle('newMatches'),
  newMessages: toggle('newMessages'),
  teamUpdates: toggle('teamUpdates'),
  portfolioLikes: toggle('portfolioLikes'),
  weeklyDigest: toggle('weeklyDigest'),
  marketingEmails: toggle('marketingEmails'),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** App preferences of docs/product.md §3, each from its option list. */
export const appPreferencesSchema = z.object({
  timezone: z.enum(TIMEZONES, { error: ERRORS.timezone }),
  distanceUnit: z.enum(DISTANCE_UNITS, { error: ERRORS.distance_unit }),
  theme: z.enum(THEMES, { error: ERRORS.theme }),
  language: z.enum(LANGUAGES, { error: ERRORS.language }),
})
export type AppPreferences = z.infer<typeof appPreferencesSchema>

// The PUT bodies: any subset of a section, so one switch can be saved on its own.
export const updatePrivacySettingsSchema = privacySettingsSchema.partial()
export type UpdatePrivacySettings = z.infer<typeof updatePrivacySettingsSchema>
export const updateNotificationSettingsSchema = notificationSettingsSchema.partial()
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>
export const updateAppPreferencesSchema = appPreferencesSchema.partial()
export type UpdateAppPreferences = z.infer<typeof updateAppPreferencesSchema>

/**
 * The browser's zone, for the one-time adoption (POST /api/settings/app/browser-timezone): only a
 * listed one is taken.
 */
export const browserTimezoneSchema = appPreferencesSchema.pick({ timezone: true })
export type BrowserTimezone = z.infer<typeof browserTimezoneSchema>

/** GET /api/settings, also the answer of every PUT /api/settings/*. */
export const settingsSchema = z.object({
  account: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    hasPassword: z.boolean(),
    // docs/decisions/025: a new address waits here until the link mailed to it is opened.
    pendingEmail: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
  privacy: privacySettingsSchema,
  notifications: notificationSettingsSchema,
  app: appPreferencesSchema.extend({
    // False while the zone is the default UTC that nobody chose: the app then offers the browser's,
    // once.
    timezoneSet: z.boolean(),
  }),
})
export type Settings = z.infer<typeof settingsSchema>

/** The answer of the adoption: `adopted` is true for the one request that changed the zone. */
export const timezoneAdoptionSchema = z.object({ adopted: z.boolean(), settings: settingsSchema })
export type TimezoneAdoption = z.infer<typeof timezoneAdoptionSchema>

/** docs/product.md §9 defaults, for a person who has not created a profile yet (privacy lives on the profile). */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profileVisibility: 'public',
  showOnlineStatus: true,
  allowMessagesFromStrangers: true,
  showInDiscovery: true,
  shareAnalytics: false,
}

export const EXPORT_FILENAME_PREFIX = 'bubbles-export-'
