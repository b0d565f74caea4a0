import { ERRORS } from '@shared/error-codes'
import type { Timezone } from '@shared/options'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, userSettings, users } from '../../db/schema'
import { conflict } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { claimAddress } from '../account'
import type { OidcIdentity } from './oidc'

/**
 * Creates a user together with its settings row (defaults of docs/product.md §9), after `before` in its transaction.
 * A listed browser zone replaces the default UTC and counts as decided: nothing is adopted later.
 */
async function createUser(
  db: Db,
  values: typeof users.$inferInsert,
  { timezone, before }: { timezone?: Timezone; before?: (tx: Db) => Promise<void> } = {},
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await before?.(tx)
    const [user] = await tx.insert(users).values(values).returning()
    await tx
      .insert(userSettings)
      .values({ userId: user!.id, ...(timezone && { timezone, timezoneSetAt: new Date() }) })
    return user!
  })
}

/** Development sign-in: the email is the identity. */
export async function findOrCreateUserByEmail({
  db,
  email,
  firstName,
  lastName,
  timezone,
}: {
  db: Db
  email: string
  firstName: string
  lastName: string
  /** The browser's zone, when listed: saved if this signs the person up. */
  timezone?: Timezone
}): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  if (existing) return existing
  try {
    // Typing the address is the whole proof development sign-in asks for: it counts as verified.
    return await createUser(db, { email, firstName, lastName, emailVerifiedAt: new Date() }, { timezone })
  } catch (error) {
    // Two first sign-ins at once: the other one created the user.
    if (!isUniqueViolation(error)) throw error
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
    return user!
  }
}

/**
 * OpenID sign-in finds the user by the issuer's subject, never by email alone. A user who first
 * signed up another way is linked only when the issuer vouches for the email (email_verified) and the
 * account had proved it too. An address only pending or never proved elsewhere does not stand in the
 * way of its owner (docs/decisions/026): the owner signs up, and the other account gives the address up.
 */
export async function findOrCreateUserByOidc({
  db,
  identity,
  timezone,
}: {
  db: Db
  identity: OidcIdentity
  /** The browser's zone, when listed: saved if this signs the person up. */
  timezone?: Timezone
}) {
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1)
  if (bySub) return bySub

  const [byEmail] = identity.email
    ? await db.select().from(users).where(eq(users.email, identity.email)).limit(1)
    : []
  const claimsUnproved = byEmail && !byEmail.emailVerifiedAt && identity.emailVerified
  if (byEmail && !claimsUnproved) {
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

  const email = identity.email || `${identity.sub}@users.noreply.bubbles`
  const values = {
    googleSub: identity.sub,
    // An issuer without an email still gets a unique, clearly synthetic address.
    email,
    emailVerifiedAt: identity.email && identity.emailVerified ? new Date() : null,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.picture,
  }
  if (!values.emailVerifiedAt) return createUser(db, values, { timezone })
  // The owner has proved the address: accounts waiting on it, or holding it unproved, let it go.
  return createUser(db, values, { timezone, before: (tx) => claimAddress(tx, email, null) })
}
