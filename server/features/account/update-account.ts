import { ERRORS } from '@shared/error-codes'
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  type UpdateAccount,
} from '@shared/schemas/account'
import type { Settings } from '@shared/schemas/settings'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../lib/http-error'
import { hashPassword, verifyPassword } from '../../lib/password'
import type { SessionEvents } from '../../lib/session-events'
import { getSettings } from '../settings/service'

/**
 * Names, email and password. Whoever holds a session must also know the current password to change
 * the password or the email (the sign-in name), so a borrowed browser cannot take the account over.
 * A changed password ends every other session of the account.
 */
export async function updateAccount({
  db,
  sessionEvents,
  userId,
  sessionId,
  input,
}: {
  db: Db
  sessionEvents: SessionEvents
  userId: string
  sessionId: string | null
  input: UpdateAccount
}): Promise<Settings> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw notFound(ERRORS.account_not_found)

  const changesEmail = input.email !== undefined && input.email !== user.email
  const changesPassword = input.newPassword !== undefined
  if ((changesEmail || changesPassword) && user.passwordHash) {
    if (!input.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED_MESSAGE, 'currentPassword')
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new HttpError(403, CURRENT_PASSWORD_WRONG_MESSAGE, 'currentPassword')
    }
  }

  const passwordHash = changesPassword ? await hashPassword(input.newPassword!) : undefined
  try {
    await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE_MESSAGE)
    throw error
  }

  if (changesPassword) {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), sessionId ? ne(sessions.id, sessionId) : undefined))
      .returning({ id: sessions.id })
    for (const { id } of ended) sessionEvents.emit('session', id)
  }
  return getSettings({ db, userId })
}
