import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

/** Whether the signed-in person is a moderator: their email is in ADMIN_EMAILS. */
export async function isAdmin({
  db,
  userId,
  adminEmails,
}: {
  db: Db
  userId: string
  adminEmails: Set<string>
}) {
  if (adminEmails.size === 0) return false
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return Boolean(user && adminEmails.has(user.email.toLowerCase()))
}
