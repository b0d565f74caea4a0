import { createHmac, timingSafeEqual } from 'node:crypto'
import { isUuid } from '../../lib/uuid'
import type { MailSetting } from './types'

const SETTINGS: readonly MailSetting[] = ['emailNotifications', 'weeklyDigest']

const mac = (secret: string, userId: string, setting: MailSetting) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${setting}`).digest('base64url')

/**
 * The token of an email's one-click unsubscribe link (RFC 8058): whom and which setting, signed with
 * SESSION_SECRET, so it works without signing in and cannot be made for anyone else. It does not
 * expire: an unsubscribe link in an old email must still work (RFC 8058 §3.1 asks senders to honour
 * them for a long time); all it can do is turn one email off.
 */
export const signUnsubscribeToken = (secret: string, userId: string, setting: MailSetting) =>
  `${userId}.${setting}.${mac(secret, userId, setting)}`

/** The person and setting of a genuine token; undefined for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string) {
  const [userId, setting, signature, ...rest] = token.split('.')
  if (rest.length > 0 || !userId || !isUuid(userId) || !signature) return undefined
  if (!SETTINGS.includes(setting as MailSetting)) return undefined
  const expected = Buffer.from(mac(secret, userId, setting as MailSetting))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return { userId, setting: setting as MailSetting }
}
