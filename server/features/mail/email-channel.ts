import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { unsealToken } from '../../lib/sealed-token'
import type { ChannelHandler, OutboxItem, OutboxOutcome } from '../outbox'
import { blockedBetween } from '../safety'
import { ACCOUNT_MAIL_KINDS, sendAccountMail } from './account-mail'
import { countDigest } from './digest'
import { type MailContent, renderMail } from './render'
import type { Mailer } from './transport'
import type { MailSetting } from './types'
import { signUnsubscribeToken } from './unsubscribe-token'

/** "While the person has had no socket connected for 10 minutes" (docs/decisions/023). */
export const AWAY_MS = 10 * 60_000
/** "At most one email per conversation per hour." */
export const TOPIC_GAP_MS = 60 * 60_000

interface Recipient {
  email: string
  first_name: string
  language: string | null
  email_notifications: boolean | null
  weekly_digest: boolean | null
  online: boolean | null
  last_seen_at: Date | string | null
  last_sent_at: Date | string | null
  suspended: boolean
  verified: boolean
}

// The person, their settings and presence, and the last email sent on this topic, in one read.
const readRecipient = async (db: Db, item: OutboxItem) =>
  (
    await queryRows<Recipient>(
      db,
      sql`select u.email, u.first_name, s.language, s.email_notifications, s.weekly_digest, p.online,
        p.last_seen_at, u.suspended_at is not null as suspended, u.email_verified_at is not null as verified,
        (select max(o.sent_at) from outbox o where o.user_id = u.id and o.topic = ${item.topic}
          and o.channel = ${item.channel} and o.status = 'sent') as last_sent_at
      from users u left join user_settings s on s.user_id = u.id left join user_presence p on p.user_id = u.id
      where u.id = ${item.userId}`,
    )
  )[0]

interface NotificationFacts {
  type: string
  count: number
  read: boolean
  match_id: string | null
  actor_first_name: string | null
  actor_last_name: string | null
  blocked: boolean
  /** A review's stars (docs/decisions/051); null for every other type. */
  stars: number | null
  /** The team it happened in, and its name (a mention, an invitation). */
  team_id: string | null
  team_name: string | null
}

export const readNotification = async (db: Db, id: string) =>
  (
    await queryRows<NotificationFacts>(
      db,
      sql`select n.type, n.count, n.read_at is not null as read, n.match_id, a.first_name as actor_first_name,
        a.last_name as actor_last_name, ${blockedBetween(sql`n.user_id`, sql`n.actor_id`)} as blocked,
        (select r.stars from reviews r where n.type = 'review' and r.team_id = n.team_id
          and r.reviewer_id = n.actor_id and r.reviewee_id = n.user_id) as stars, n.team_id, t.name as team_name
      from notifications n left join users a on a.id = n.actor_id left join teams t on t.id = n.team_id
      where n.id = ${id}::uuid`,
    )
  )[0]

/** What a notification's email says, by its kind. */
export function notificationContent(
  kind: string,
  actor: string,
  notification: NotificationFacts,
): MailContent {
  if (kind === 'match') return { kind: 'match', actor }
  if (kind === 'review') return { kind: 'review', actor, stars: Number(notification.stars ?? 0) }
  if (kind === 'endorsement') return { kind: 'endorsement', actor, count: notification.count }
  if (kind === 'mention') return { kind: 'mention', actor, team: notification.team_name ?? '' }
  if (kind === 'team-invite') return { kind: 'team-invite', actor, team: notification.team_name ?? '' }
  return { kind: 'message', actor, count: notification.count }
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime())

/**
 * The email channel: decides, when a row is due, whether the email still makes sense, and sends it.
 * The rules are checked now rather than when the row was written, because the person may have come
 * back, read it, or turned emails off in between.
 */
export function createEmailChannel({
  db,
  mailer,
  publicUrl: getPublicUrl,
  secret,
  isOnline,
}: {
  db: Db
  mailer: Mailer
  publicUrl: () => string
  secret: string
  /** Whether the person has a socket connected on any instance now (realtime presence). */
  isOnline: (userId: string) => Promise<boolean>
}): ChannelHandler {
  return async (item): Promise<OutboxOutcome> => {
    const publicUrl = getPublicUrl()
    // Account mails obey none of the rules below: they are about the account, not its activity.
    if (ACCOUNT_MAIL_KINDS.has(item.kind)) {
      const openToken = (sealed: string) => unsealToken(secret, sealed)
      return sendAccountMail({ db, mailer, publicUrl, item, openToken })
    }
    const person = await readRecipient(db, item)
    if (!person || person.suspended) return { skipped: 'no such person to write to' }
    // An address nobody proved gets no mail but its confirmation (docs/decisions/025).
    if (!person.verified) return { skipped: 'address not verified' }
    // emailNotifications is the switch for every email; marketingEmails has none to switch: we send none.
    if (person.email_notifications === false) return { skipped: 'emailNotifications is off' }
    const setting: MailSetting = item.kind === 'digest' ? 'weeklyDigest' : 'emailNotifications'
    if (item.kind === 'digest' && person.weekly_digest === false) return { skipped: 'weeklyDigest is off' }

    let content: MailContent
    let actionUrl = `${publicUrl}/`
    if (item.kind === 'digest') {
      const counts = await countDigest(db, item.userId)
      if (Object.values(counts).every((n) => n === 0)) return { skipped: 'nothing happened this week' }
      content = { kind: 'digest', counts }
    } else {
      const notification = await readNotification(db, String(item.payload.notificationId))
      if (!notification || notification.read) return { skipped: 'read in the app, or gone' }
      if (notification.blocked) return { skipped: 'blocked' }
      if (await isOnline(item.userId)) return { skipped: 'connected now: the app told them' }
      const lastSeen = time(person.last_seen_at)
      if (lastSeen !== null && Date.now() - lastSeen < AWAY_MS) {
        return { later: new Date(lastSeen + AWAY_MS), reason: 'left less than 10 minutes ago' }
      }
      const lastSent = time(person.last_sent_at)
      if (lastSent !== null && Date.now() - lastSent < TOPIC_GAP_MS) {
        return { later: new Date(lastSent + TOPIC_GAP_MS), reason: 'emailed about this within the hour' }
      }
      const actor = `${notification.actor_first_name ?? ''} ${notification.actor_last_name ?? ''}`.trim()
      content = notificationContent(item.kind, actor, notification)
      if (item.kind === 'review' || item.kind === 'endorsement') actionUrl = `${publicUrl}/profile`
      if (item.kind === 'mention' && notification.team_id)
        actionUrl = `${publicUrl}/matches?team=${notification.team_id}`
      // The Teams page lists the invitation with Accept and Decline.
      if (item.kind === 'team-invite') actionUrl = `${publicUrl}/teams`
      if (notification.match_id) actionUrl = `${publicUrl}/matches?match=${notification.match_id}`
    }

    const token = encodeURIComponent(signUnsubscribeToken(secret, item.userId, setting))
    const rendered = renderMail(content, {
      language: person.language ?? 'en',
      firstName: person.first_name,
      actionUrl,
      unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token}`,
      setting,
    })
    await mailer.send({
      to: person.email,
      ...rendered,
      headers: {
        // RFC 8058: mail providers POST "List-Unsubscribe=One-Click" to this https URL, no sign-in.
        'List-Unsubscribe': `<${publicUrl}/api/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        // A notification, not a conversation: auto-replies should stay quiet (RFC 3834).
        'Auto-Submitted': 'auto-generated',
      },
    })
    return { sent: true }
  }
}
