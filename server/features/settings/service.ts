import { ERRORS } from '@shared/error-codes'
import type { Timezone } from '@shared/options'
import {
  DEFAULT_PRIVACY_SETTINGS,
  type Settings,
  type TimezoneAdoption,
  type UpdateAppPreferences,
  type UpdateNotificationSettings,
  type UpdatePrivacySettings,
} from '@shared/schemas/settings'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { profiles, userSettings } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { findUserWithProfile } from '../my-profile'

type SettingsRow = typeof userSettings.$inferSelect

// Read on every page load (the app's theme and language): built once (docs/decisions/027).
const settingsRowQuery = preparedOnce((db) =>
  db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, sql.placeholder('userId')))
    .prepare('find_settings_row'),
)

/**
 * The settings row is made at sign-up; a user from before that (or a failed insert) gets one now with
 * the defaults of docs/product.md §9, rather than a settings page that cannot load.
 */
async function createSettingsRow(db: Db, userId: string): Promise<SettingsRow> {
  await db.insert(userSettings).values({ userId }).onConflictDoNothing()
  const [created] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))
  return created!
}

/** Everything of the settings page in one answer. */
export async function getSettings({ db, userId }: { db: Db; userId: string }): Promise<Settings> {
  // Both reads at once: the page waits for one round trip, not two.
  const [row, [existing]] = await Promise.all([
    findUserWithProfile(db, userId),
    settingsRowQuery(db).execute({ userId }),
  ])
  if (!row) throw notFound(ERRORS.account_not_found)
  const settings = existing ?? (await createSettingsRow(db, userId))
  const { user, profile } = row
  return {
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      hasPassword: user.passwordHash !== null,
      pendingEmail: user.pendingEmail,
      emailVerified: user.emailVerifiedAt !== null,
    },
    privacy: profile
      ? {
          profileVisibility: profile.profileVisibility,
          showOnlineStatus: profile.showOnlineStatus,
          allowMessagesFromStrangers: profile.allowMessagesFromStrangers,
          showInDiscovery: profile.showInDiscovery,
          shareAnalytics: profile.shareAnalytics,
        }
      : DEFAULT_PRIVACY_SETTINGS,
    notifications: {
      emailNotifications: settings.emailNotifications,
      pushNotifications: settings.pushNotifications,
      newMatches: settings.newMatches,
      newMessages: settings.newMessages,
      teamUpdates: settings.teamUpdates,
      portfolioLikes: settings.portfolioLikes,
      weeklyDigest: settings.weeklyDigest,
      marketingEmails: settings.marketingEmails,
    },
    app: {
      timezone: settings.timezone as Settings['app']['timezone'],
      distanceUnit: settings.distanceUnit as Settings['app']['distanceUnit'],
      theme: settings.theme as Settings['app']['theme'],
      language: settings.language as Settings['app']['language'],
      timezoneSet: settings.timezoneSetAt !== null,
    },
  }
}

/** Privacy lives on the profile, where discover and profile reads apply it. */
export async function updatePrivacySettings({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: UpdatePrivacySettings
}): Promise<Settings> {
  const updated = await db
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId })
  if (!updated.length) throw forbidden(ERRORS.profile_required)
  return getSettings({ db, userId })
}

/** Notifications and app preferences share the user_settings row; an upsert covers a missing row. */
async function updateSettingsRow(
  db: Db,
  userId: string,
  values: (UpdateNotificationSettings | UpdateAppPreferences) & { timezoneSetAt?: Date },
): Promise<Settings> {
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: new Date() } })
  return getSettings({ db, userId })
}

export const updateNotificationSettings = ({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: UpdateNotificationSettings
}) => updateSettingsRow(db, userId, input)

export const updateAppPreferences = ({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: UpdateAppPreferences
}) =>
  // A zone sent here is the person's choice, UTC included: the browser's never replaces it.
  updateSettingsRow(db, userId, input.timezone ? { ...input, timezoneSetAt: new Date() } : input)

/**
 * The one-time adoption: a person still on the default UTC that nobody chose takes their
 * browser's zone. The condition sits in the statement, so of several tabs asking at once exactly one
 * changes the row and is told `adopted` (and shows the toast); the others get the settings as they are.
 */
export async function adoptBrowserTimezone({
  db,
  userId,
  timezone,
}: {
  db: Db
  userId: string
  timezone: Timezone
}): Promise<TimezoneAdoption> {
  const now = new Date()
  const changed = await db
    .insert(userSettings)
    .values({ userId, timezone, timezoneSetAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { timezone, timezoneSetAt: now, updatedAt: now },
      setWhere: and(isNull(userSettings.timezoneSetAt), eq(userSettings.timezone, 'UTC')),
    })
    .returning({ userId: userSettings.userId })
  return { adopted: changed.length > 0, settings: await getSettings({ db, userId }) }
}
