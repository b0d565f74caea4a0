import { INVALID_LOGIN_MESSAGE } from '@shared/schemas/account'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { verifyAgainstDummy, verifyPassword } from '../../lib/password'

/**
 * Email and password sign-in. An unknown email, an account without a password and a wrong password
 * all get the same answer after the same amount of work, so the endpoint doesn't reveal who has an account.
 */
export async function findUserByPassword({
  db,
  email,
  password,
}: {
  db: Db
  email: string
  password: string
}): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password)
  if (!user || !valid) throw new HttpError(401, INVALID_LOGIN_MESSAGE)
  return user
}
