import { createHash } from 'node:crypto'
import type { PushPayload } from '@shared/schemas/push'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { wordsFor } from '../../lib/i18n'
import { notificationContent, readNotification } from '../mail'
import type { ChannelHandler, OutboxItem, OutboxOutcome } from '../outbox'
import { sendPush } from './send-push'
import { forgetSubscription, listSubscriptions } from './subscriptions'
import type { VapidDetails } from './vapid'

/** At most one push per conversation or match a minute: a burst of messages is one buzz, counted. */
export const PUSH_TOPIC_GAP_MS = 60_000
// How long a push service keeps a push for a phone that is off: after a day the news is stale.
const TTL_SECONDS = 24 * 3600

interface Recipient {
  language: string | null
  push_notifications: boolean | null
  new_matches: boolean | null
  new_messages: boolean | null
  team_updates: boolean | null
  suspended: boolean
  last_sent_at: Date | string | null
}

const readRecipient = async (db: Db, userId: string, topic: string) =>
  (
    await queryRows<Recipient>(
      db,
      sql`select s.language, s.push_notifications, s.new_matches, s.new_messages, s.team_updates,
        u.suspended_at is not null as suspended,
        (select max(o.sent_at) from outbox o where o.user_id = u.id and o.topic = ${topic}
          and o.channel = 'push' and o.status = 'sent') as last_sent_at
      from users u left join user_settings s on s.user_id = u.id where u.id = ${userId}`,
    )
  )[0]

// The push service's Topic header (at most 32 base64url characters): a newer push on the same topic
// replaces one still waiting there for a phone that is off.
const serviceTopic = (topic: string) => createHash('sha256').update(topic).digest('base64url').slice(0, 32)

/**
 * The push channel: rules checked when the row is due, as for email, then one encrypted push to each
 * of the person's browsers. Due at once (no 10-minute wait): a push is for "now", and it only goes
 * while no socket of theirs is connected, so someone with the app open is not buzzed twice.
 */
export function createPushChannel({
  db,
  vapid,
  allowedHosts,
  isOnline,
}: {
  db: Db
  vapid: VapidDetails
  /** PUSH_ALLOWED_HOSTS: push services that may be on a private address. */
  allowedHosts: ReadonlySet<string>
  isOnline: (userId: string) => Promise<boolean>
}): ChannelHandler {
  return async (item): Promise<OutboxOutcome> => {
    const person = await readRecipient(db, item.userId, item.topic)
    if (!person || person.suspended) return { skipped: 'no such person to notify' }
    if (person.push_notifications === false) return { skipped: 'pushNotifications is off' }
    const ready =
      item.kind === 'team-call'
        ? await teamCallPush(db, item, person)
        : await notificationPush(db, item, person)
    if ('skipped' in ready) return ready
    if (await isOnline(item.userId)) return { skipped: 'connected now: the app told them' }
    const lastSent = person.last_sent_at === null ? null : new Date(person.last_sent_at).getTime()
    if (lastSent !== null && Date.now() - lastSent < PUSH_TOPIC_GAP_MS) {
      return {
        later: new Date(lastSent + PUSH_TOPIC_GAP_MS),
        reason: 'pushed on this topic within the minute',
      }
    }
    const { payload } = ready

    const devices = await listSubscriptions(db, item.userId)
    if (devices.length === 0) return { skipped: 'no browser subscribed' }
    const failures: string[] = []
    let delivered = 0
    for (const device of devices) {
      const status = await sendPush(device, payload, {
        vapid,
        ttlSeconds: TTL_SECONDS,
        topic: serviceTopic(item.topic),
        allowedHosts,
      }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
      if (status === 404 || status === 410) await forgetSubscription(db, device.id)
      else if (typeof status === 'number' && status >= 200 && status < 300) delivered++
      else failures.push(typeof status === 'number' ? `push service answered ${status}` : status)
    }
    // One browser reached is a push sent: retrying would buzz that one again for the others' sake.
    if (delivered > 0) return { sent: true }
    if (failures.length > 0) throw new Error(`push failed: ${failures.join('; ')}`)
    return { skipped: 'every subscription had expired' }
  }
}

type Prepared = { payload: PushPayload } | { skipped: string }

/** A match or message notification's push: the same words as the email's subject and button. */
async function notificationPush(db: Db, item: OutboxItem, person: Recipient): Promise<Prepared> {
  if (item.kind === 'match' && person.new_matches === false) return { skipped: 'newMatches is off' }
  const messageSetting = item.kind === 'message' || item.kind === 'mention'
  if (messageSetting && person.new_messages === false) return { skipped: 'newMessages is off' }
  const reputation = item.kind === 'review' || item.kind === 'endorsement'
  const invite = item.kind === 'team-invite'
  if ((reputation || invite) && person.team_updates === false) return { skipped: 'teamUpdates is off' }
  const notification = await readNotification(db, String(item.payload.notificationId))
  if (!notification || notification.read) return { skipped: 'read in the app, or gone' }
  if (notification.blocked) return { skipped: 'blocked' }
  // Never the message itself: a lock screen is read by whoever holds the phone.
  const t = wordsFor(person.language, 'notifications')
  const actor = `${notification.actor_first_name ?? ''} ${notification.actor_last_name ?? ''}`.trim()
  const payload: PushPayload =
    item.kind === 'match'
      ? { title: t('match.subject', { actor }), body: t('match.action'), url: '/matches', tag: item.topic }
      : {
          title: t('message.subject', { actor, count: notification.count }),
          body: t('message.action'),
          url: '/matches',
          tag: item.topic,
        }
  if (notification.match_id) payload.url = `/matches?match=${notification.match_id}`
  if (item.kind === 'mention') {
    const team = notification.team_name ?? ''
    const url = notification.team_id ? `/matches?team=${notification.team_id}` : '/matches'
    return {
      payload: {
        title: t('mention.subject', { actor, team }),
        body: t('mention.action'),
        url,
        tag: item.topic,
      },
    }
  }
  if (invite) {
    const team = notification.team_name ?? ''
    return {
      payload: {
        title: t('teamInvite.subject', { actor, team }),
        body: t('teamInvite.action'),
        url: '/teams',
        tag: item.topic,
      },
    }
  }
  if (reputation) {
    // The same words as the email's subject and button (docs/decisions/051).
    const content = notificationContent(item.kind, actor, notification)
    const title =
      content.kind === 'review'
        ? t('review.subject', { actor, stars: '★'.repeat(content.stars) })
        : t('endorsement.subject', { actor, count: notification.count })
    const body = t(content.kind === 'review' ? 'review.action' : 'endorsement.action')
    return { payload: { title, body, url: '/profile', tag: item.topic } }
  }
  return { payload }
}

/**
 * "<Name> started a call in <Team>" (calls/team-ring.ts), while the call is still on and the person
 * still in the team: a call that ended before the push went out is no news.
 */
async function teamCallPush(db: Db, item: OutboxItem, person: Recipient): Promise<Prepared> {
  if (person.team_updates === false) return { skipped: 'teamUpdates is off' }
  const { teamId, callId, starterId } = item.payload as Record<string, string>
  const [call] = await queryRows<{ team_name: string; first_name: string; last_name: string }>(
    db,
    sql`select t.name as team_name, u.first_name, u.last_name
      from calls c join teams t on t.id = c.team_id join users u on u.id = ${starterId}::uuid
      where c.id = ${callId}::uuid and c.team_id = ${teamId}::uuid and c.status <> 'ended'
        and exists (select 1 from team_members m where m.team_id = t.id and m.user_id = ${item.userId}::uuid)`,
  )
  if (!call) return { skipped: 'the call ended, or they left the team' }
  const t = wordsFor(person.language, 'notifications')
  const actor = `${call.first_name} ${call.last_name}`.trim()
  return {
    payload: {
      title: t('teamCall.subject', { actor, team: call.team_name }),
      body: t('teamCall.action'),
      url: `/teams?team=${teamId}&view=call`,
      tag: item.topic,
    },
  }
}
