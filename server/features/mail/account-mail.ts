import { randomUUID } from 'node:crypto'
import { SECURITY_CONTACT } from '@shared/contact'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { outbox } from '../../db/schema'
import { wordsFor } from '../../lib/i18n'
import type { OutboxItem, OutboxOutcome } from '../outbox'
import { layoutMail, type RenderedMail } from './render'
import type { Mailer } from './transport'

/**
 * Mails about the account itself (docs/decisions/025). Unlike notifications they go whatever the person's
 * presence and email settings, to the address in the payload: a confirmation must reach the new
 * address, a notice the old one. Links carry a token sealed in the payload (account-tokens.ts).
 */
export type AccountMail =
  | { kind: 'email-verify'; to: string; tokenId: string; sealed: string }
  | { kind: 'email-changed'; to: string; newEmail: string }
  | { kind: 'password-reset'; to: string; tokenId: string; sealed: string }
  | { kind: 'password-changed'; to: string }

export const ACCOUNT_MAIL_KINDS = new Set<string>([
  'email-verify',
  'email-changed',
  'password-reset',
  'password-changed',
])

/**
 * Writes one account mail to the outbox, in the caller's transaction. Its own topic: account mails are
 * never folded together as a chat's notifications are.
 */
export async function enqueueAccountMail(db: Db, userId: string, { kind, ...payload }: AccountMail) {
  await db
    .insert(outbox)
    .values({ channel: 'email', userId, kind, topic: `account:${randomUUID()}`, payload })
}

interface AccountFacts {
  email: string
  pending_email: string | null
  verified: boolean
  has_password: boolean
  first_name: string
  language: string | null
  token_live: boolean | null
}

const readAccount = async (db: Db, item: OutboxItem) =>
  (
    await queryRows<AccountFacts>(
      db,
      sql`select u.email, u.pending_email, u.email_verified_at is not null as verified,
        u.password_hash is not null as has_password, u.first_name, s.language,
        (select t.used_at is null and t.expires_at > now() from account_tokens t
          where t.id = ${String(item.payload.tokenId ?? '00000000-0000-0000-0000-000000000000')}::uuid
            and t.user_id = u.id) as token_live
      from users u left join user_settings s on s.user_id = u.id where u.id = ${item.userId}`,
    )
  )[0]

/** Sends one account mail, or skips it when what it is about has ended (a cancelled change, a used link). */
export async function sendAccountMail({
  db,
  mailer,
  publicUrl,
  item,
  openToken,
}: {
  db: Db
  mailer: Mailer
  publicUrl: string
  item: OutboxItem
  openToken: (sealed: string) => string
}): Promise<OutboxOutcome> {
  const account = await readAccount(db, item)
  if (!account) return { skipped: 'no such account' }
  const to = String(item.payload.to)
  const t = wordsFor(account.language, 'account-mail')
  const link = (path: string) => `${path}?token=${encodeURIComponent(openToken(String(item.payload.sealed)))}`
  const frame = {
    language: account.language ?? 'en',
    hello: wordsFor(account.language, 'mail')('hello', { firstName: account.first_name }),
    footer: t('footer'),
  }
  let mail: RenderedMail
  switch (item.kind) {
    case 'email-verify':
      if (account.pending_email !== to || !account.token_live) return { skipped: 'change cancelled or done' }
      mail = layoutMail({
        ...frame,
        subject: t('verify.subject'),
        paragraphs: [t('verify.body', { email: to })],
        action: { label: t('verify.action'), url: link(`${publicUrl}/verify-email`) },
        note: t('verify.note'),
      })
      break
    case 'email-changed':
      mail = layoutMail({
        ...frame,
        subject: t('emailChanged.subject'),
        paragraphs: [
          t('emailChanged.body', { email: String(item.payload.newEmail), contact: SECURITY_CONTACT }),
        ],
      })
      break
    case 'password-reset':
      // Only to the account's own, proven address; decided now, so a password set since counts.
      if (account.email !== to || !account.verified)
        return { skipped: 'the address is no longer the account’s' }
      if (!account.has_password) {
        mail = layoutMail({
          ...frame,
          subject: t('noPassword.subject'),
          paragraphs: [t('noPassword.body')],
          action: { label: t('noPassword.action'), url: `${publicUrl}/sign-in` },
        })
        break
      }
      if (!account.token_live) return { skipped: 'link used or expired' }
      mail = layoutMail({
        ...frame,
        subject: t('reset.subject'),
        paragraphs: [t('reset.body')],
        action: { label: t('reset.action'), url: link(`${publicUrl}/reset-password`) },
        note: t('reset.note'),
      })
      break
    default:
      mail = layoutMail({
        ...frame,
        subject: t('passwordChanged.subject'),
        paragraphs: [t('passwordChanged.body')],
        action: { label: t('passwordChanged.action'), url: `${publicUrl}/forgot-password` },
      })
  }
  await mailer.send({ to, ...mail, headers: { 'Auto-Submitted': 'auto-generated' } })
  return { sent: true }
}
