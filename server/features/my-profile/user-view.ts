import type { User } from '@shared/schemas/auth'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepare'
import { type ProfileRow, profiles, type UserRow, users } from '../../db/schema'
import { unauthorized } from '../../lib/http-error'
import { toProfileJson } from '../people'

/** The signed-in user as the client sees it (docs/product.md §3 User): profile is null until onboarding. */
export async function getUserView({ db, user }: { db: Db; user: UserRow }): Promise<User> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1)
  return toUserView(user, profile)
}

// Every page load asks for the signed-in person (GET /api/auth/user, GET /api/settings): built once.
const userWithProfileQuery = preparedOnce((db) =>
  db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_user_with_profile'),
)

/** A person and their profile (null before onboarding) in one query; undefined for an unknown id. */
export async function findUserWithProfile(db: Db, userId: string) {
  const [row] = await userWithProfileQuery(db).execute({ userId })
  return row
}

/** getUserView by id, in one query: GET /api/auth/user, where the session says only who is asking. */
export async function findUserView({ db, userId }: { db: Db; userId: string }): Promise<User> {
  const row = await findUserWithProfile(db, userId)
  // The account was deleted while this request was on its way.
  if (!row) throw unauthorized()
  return toUserView(row.user, row.profile)
}

const toUserView = (user: UserRow, profile: ProfileRow | null | undefined): User => {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    hasPassword: user.passwordHash !== null,
    profile: profile ? toProfileJson(profile) : null,
    // Said by every answer that carries the user, sign-in included: a moderator is shown /admin at once.
    ...(user.isModerator && { isAdmin: true }),
  }
}
