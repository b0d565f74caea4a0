import { ERRORS } from '@shared/error-codes'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, userSettings, users } from '../../db/schema'
import { conflict, isUniqueViolation } from '../../lib/http-error'
import type { OidcIdentity } from './oidc'

/** Creates a user together with its settings row (defaults of spec §9). */
async function createUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning()
    await tx.insert(userSettings).values({ userId: user!.id })
    return user!
  })
}

/** Development sign-in: the email is the identity. */
export async function findOrCreateUserByEmail({
  db,
  email,
  firstName,
  lastName,
}: {
  db: Db
  email: string
  firstName: string
  lastName: string
}): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  if (existing) return existing
  try {
    return await createUser(db, { email, firstName, lastName })
  } catch (error) {
    // Two first sign-ins at once: the other one created the user.
    if (!isUniqueViolation(error)) throw error
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
    return user!
  }
}

/**
 * OpenID sign-in finds the user by the issuer's subject, never by email alone. A user who first
 * signed up another way is linked only when the issuer vouches for the email (email_verified).
 */
export async function findOrCreateUserByOidc({ db, identity }: { db: Db; identity: OidcIdentity }) {
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1)
  if (bySub) return bySub

  const [byEmail] = identity.email
    ? await db.select().from(users).where(eq(users.email, identity.email)).limit(1)
    : []
  if (byEmail) {
    if (byEmail.googleSub || !identity.emailVerified) {
      throw conflict(ERRORS.email_other_account)
    }
    const [linked] = await db
      .update(users)
      .set({
        googleSub: identity.sub,
        profileImageUrl: byEmail.profileImageUrl ?? identity.picture,
        updatedAt: new Date(),
      })
      .where(eq(users.id, byEmail.id))
      .returning()
    return linked!
  }

  return createUser(db, {
    googleSub: identity.sub,
    // An issuer without an email still gets a unique, clearly synthetic address.
    email: identity.email || `${identity.sub}@users.noreply.bubbles`,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.picture,
  })
}
