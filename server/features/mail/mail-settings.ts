import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userSettings } from '../../db/schema'
import { isForeignKeyViolation } from '../../lib/pg-errors'
import type { MailSetting } from './types'

/**
 * Turns one mail setting off (an unsubscribe link), answering with the person's language for the
 * page that says so. Upserted: a person without a settings row has the defaults, emails on, until now.
 * An account deleted since the email was sent has nothing left to send to: undefined, the same answer.
 */
export async function turnOffMailSetting(db: Db, userId: string, setting: MailSetting) {
  try {
    const [row] = await db
      .insert(userSettings)
      .values({ userId, [setting]: false })
      .onConflictDoUpdate({ target: userSettings.userId, set: { [setting]: false, updatedAt: new Date() } })
      .returning({ language: userSettings.language })
    return row
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined
    throw error
  }
}

/** The language a person reads the unsubscribe page in: their setting, else English. */
export async function findMailLanguage(db: Db, userId: string) {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
  return row?.language ?? 'en'
}
