import { ERRORS } from '@shared/error-codes'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accountTokens, sessions, users } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { hashPassword } from '../../lib/password'
import type { SessionEvents } from '../../lib/session-events'
import { enqueueAccountMail } from '../mail'
import { consumeToken, hashToken, newToken, sealToken, TOKEN_LIFETIME_MS } from './account-tokens'

/**
 * POST /api/auth/password-reset. One statement whatever the address: it writes a token and its mail
 * for an account whose proven address this is, and nothing otherwise, so neither the answer nor its
 * timing says which. Whether the mail holds a link or says "you sign in with Google" is the outbox's
 * to decide when it sends (account-mail.ts). Earlier links stay valid: mails can arrive out of order.
 */
export async function requestPasswordReset({ db, secret, email }: { db: Db; secret: string; email: string }) {
  const token = newToken()
  await db.execute(sql`
    with token as (
      insert into account_tokens (token_hash, user_id, purpose, email, expires_at)
      select ${hashToken(token)}, u.id, 'password_reset', u.email,
        now() + make_interval(secs => ${TOKEN_LIFETIME_MS.password_reset / 1000})
      from users u
      where u.email = ${email} and u.email_verified_at is not null and not u.is_demo
      returning id, user_id, email)
    insert into outbox (channel, user_id, kind, topic, payload)
    select 'email', token.user_id, 'password-reset', 'account:' || token.id,
      jsonb_build_object('to', token.email, 'tokenId', token.id, 'sealed', ${sealToken(secret, token)}::text)
    from token`)
}

/**
 * POST /api/auth/password-reset/confirm: the new password, under the rules of Settings. Every session
 * of the account ends (the caller tells every instance), every other reset link with them, and the
 * account's address is told. The link holds only while the address it was sent to is the account's.
 */
export async function confirmPasswordReset({
  db,
  sessionEvents,
  token,
  newPassword,
}: {
  db: Db
  sessionEvents: SessionEvents
  token: string
  newPassword: string
}) {
  // Hashed first: scrypt is slow, and PGlite's one connection must not wait on it inside a transaction.
  const passwordHash = await hashPassword(newPassword)
  const userId = await db.transaction(async (tx) => {
    const claimed = await consumeToken(tx, 'password_reset', token)
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
      .returning({ id: users.id, email: users.email })
    if (!user) throw new HttpError(400, ERRORS.reset_link_invalid, 'token')
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, 'password_reset'),
          isNull(accountTokens.usedAt),
        ),
      )
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    await enqueueAccountMail(tx, user.id, { kind: 'password-changed', to: user.email })
    return user.id
  })
  sessionEvents.emit('user', userId)
}
