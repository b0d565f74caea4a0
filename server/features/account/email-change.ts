import { ERRORS } from '@shared/error-codes'
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accountTokens, users } from '../../db/schema'
import { conflict, HttpError } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { enqueueAccountMail } from '../mail'
import { consumeToken, hashToken, newToken, sealToken, TOKEN_LIFETIME_MS } from './account-tokens'

/** Addresses the app made up: nobody reads them, so no notice goes there. */
const isSynthetic = (email: string) => email.endsWith('@users.noreply.bubbles')

/**
 * Asks for `email` to become the account's address (docs/decisions/025): it is stored as pending, and a link
 * goes to it. Any earlier link of the account stops working, so only the latest address asked for can
 * be confirmed. Nothing here looks at whether another account uses the address: the answer is the same
 * either way, and the confirmation settles it.
 */
export async function requestEmailChange({
  db,
  secret,
  userId,
  email,
}: {
  db: Db
  secret: string
  userId: string
  email: string
}) {
  const token = newToken()
  await db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'email_change'),
          isNull(accountTokens.usedAt),
        ),
      )
    await tx.update(users).set({ pendingEmail: email, updatedAt: new Date() }).where(eq(users.id, userId))
    const [row] = await tx
      .insert(accountTokens)
      .values({
        tokenHash: hashToken(token),
        userId,
        purpose: 'email_change',
        email,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS.email_change),
      })
      .returning({ id: accountTokens.id })
    await enqueueAccountMail(tx, userId, {
      kind: 'email-verify',
      to: email,
      tokenId: row!.id,
      sealed: sealToken(secret, token),
    })
  })
}

/** The pending address, for Resend; refused when there is none. */
export async function findPendingEmail(db: Db, userId: string) {
  const [user] = await db.select({ pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, userId))
  if (!user?.pendingEmail) throw new HttpError(409, ERRORS.no_pending_email)
  return user.pendingEmail
}

/** Cancel in Settings: the pending address and its link both end. */
export async function cancelEmailChange({ db, userId }: { db: Db; userId: string }) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pendingEmail: null, updatedAt: new Date() }).where(eq(users.id, userId))
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'email_change'),
          isNull(accountTokens.usedAt),
        ),
      )
  })
}

/**
 * An address someone has just proved is theirs: an account holding it unproved gives it up (it goes
 * to a made-up address), and changes other accounts were waiting to confirm to it end. In the caller's
 * transaction, before the address is written.
 */
export async function claimAddress(tx: Db, email: string, ownerId: string | null) {
  const others = ownerId ? ne(users.id, ownerId) : undefined
  await tx
    .update(users)
    .set({ email: sql`'unverified-' || ${users.id} || '@users.noreply.bubbles'`, updatedAt: new Date() })
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt), others))
  await tx
    .update(users)
    .set({ pendingEmail: null })
    .where(and(eq(users.pendingEmail, email), others))
}

/**
 * POST /api/auth/email/verify: the link's address becomes the account's, proven. The old address is
 * told. When another account proved the address first, the change ends with a clear 409.
 */
export async function verifyEmailChange({ db, token }: { db: Db; token: string }) {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await consumeToken(tx, 'email_change', token)
      const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId))
      if (user?.pendingEmail !== claimed.email) {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, claimed.email), isNotNull(users.emailVerifiedAt)))
        throw owner
          ? conflict(ERRORS.email_taken_meanwhile)
          : new HttpError(400, ERRORS.email_link_invalid, 'token')
      }
      await claimAddress(tx, claimed.email, user.id)
      await tx
        .update(users)
        .set({ email: claimed.email, emailVerifiedAt: new Date(), pendingEmail: null, updatedAt: new Date() })
        .where(eq(users.id, user.id))
      if (user.emailVerifiedAt && !isSynthetic(user.email)) {
        await enqueueAccountMail(tx, user.id, {
          kind: 'email-changed',
          to: user.email,
          newEmail: claimed.email,
        })
      }
      return { email: claimed.email, userId: user.id }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Another account holds the address, proven: this change ends, its link with it.
    await db.transaction(async (tx) => {
      const claimed = await consumeToken(tx, 'email_change', token)
      await tx
        .update(users)
        .set({ pendingEmail: null })
        .where(and(eq(users.id, claimed.userId), eq(users.pendingEmail, claimed.email)))
    })
    throw conflict(ERRORS.email_taken_meanwhile)
  }
}
