import { ERRORS } from '@shared/error-codes'
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type UpdateAccount,
} from '@shared/schemas/account'
import type { Settings } from '@shared/schemas/settings'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { badRequest, HttpError, notFound } from '../../lib/http-error'
import { hashPassword, verifyPassword } from '../../lib/password'
import type { SessionEvents } from '../../lib/session-events'
import { getSettings } from '../settings'
import { requestEmailChange } from './email-change'

/**
 * Names, email and password. Whoever holds a session must also know the current password to change
 * the password or the email (the sign-in name), so a borrowed browser cannot take the account over.
 * A changed password ends every other session of the account. A new email is only asked for: it
 * becomes the account's once its owner opens the link mailed to it (email-change.ts).
 */
export async function updateAccount({
  db,
  sessionEvents,
  secret,
  spendConfirmationBudget,
  userId,
  sessionId,
  input,
}: {
  db: Db
  sessionEvents: SessionEvents
  /** The server's secret, which seals the link in the outbox. */
  secret: string
  /** Spends one of the account's confirmation mails, or throws the 429. */
  spendConfirmationBudget: () => Promise<void>
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

  if (changesEmail) await spendConfirmationBudget()

  const passwordHash = changesPassword ? await hashPassword(input.newPassword!) : undefined
  await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
  if (changesEmail) await requestEmailChange({ db, secret, userId, email: input.email! })

  if (changesPassword) {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), sessionId ? ne(sessions.id, sessionId) : undefined))
      .returning({ id: sessions.id })
    for (const { id } of ended) sessionEvents.emit('session', id)
  }
  return getSettings({ db, userId })
}
