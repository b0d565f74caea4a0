import { createHash, randomBytes } from 'node:crypto'
import type { ErrorCode } from '@shared/error-codes'
import { ERRORS } from '@shared/error-codes'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type ACCOUNT_TOKEN_PURPOSES, accountTokens } from '../../db/schema'
import { HttpError } from '../../lib/http-error'

export { sealToken } from '../../lib/sealed-token'

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number]

/** "Valid for 24 hours" (a new address) and "valid for 1 hour" (a password reset), docs/decisions/025. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  email_change: 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
}

/** 256 random bits, as the link carries them. */
export const newToken = () => randomBytes(32).toString('base64url')

/** What the table keeps: a link found in a leaked copy of it would need this hash reversed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

const REFUSALS: Record<AccountTokenPurpose, Record<'invalid' | 'used' | 'expired', ErrorCode>> = {
  email_change: { invalid: 'email_link_invalid', used: 'email_link_used', expired: 'email_link_expired' },
  password_reset: { invalid: 'reset_link_invalid', used: 'reset_link_used', expired: 'reset_link_expired' },
}

const refuse = (purpose: AccountTokenPurpose, why: 'invalid' | 'used' | 'expired') =>
  new HttpError(400, ERRORS[REFUSALS[purpose][why]], 'token')

/**
 * Marks a token of this purpose used and answers whose it is, or refuses with 400 saying why: unknown
 * (or of the other purpose), used, or expired. The update is the claim: of two clicks at once, one wins.
 * `tx` is the caller's transaction, so a change that fails leaves the token unused.
 */
export async function consumeToken(tx: Db, purpose: AccountTokenPurpose, token: string) {
  const hash = hashToken(token)
  const [claimed] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .returning({ id: accountTokens.id, userId: accountTokens.userId, email: accountTokens.email })
  if (claimed) return claimed
  const [row] = await tx
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hash), eq(accountTokens.purpose, purpose)))
  throw refuse(purpose, !row ? 'invalid' : row.usedAt ? 'used' : 'expired')
}
