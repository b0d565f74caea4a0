import type { Notification } from '@shared/schemas/notifications'

/** A piece of a notification's sentence; names of people, teams and projects are bold. */
export type TextPart = { text: string; bold?: boolean }

/** The person behind it, or "Someone" when they are unknown (a deleted account, say). */
export const actorName = ({ actor }: Notification) =>
  actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'Someone'

/** The notification as a sentence, e.g. [**Lerato Dlamini**][ posted in ][**Mural crew**]. */
export function notificationParts(notification: Notification): TextPart[] {
  const name = { text: actorName(notification), bold: true }
  const team = { text: notification.teamName ?? 'your team', bold: true }
  const project = { text: notification.projectTitle ?? 'your project', bold: true }
  const { count } = notification
  switch (notification.type) {
    case 'match':
      return [name, { text: ' matched with you' }]
    case 'message':
      return [name, { text: count > 1 ? ` sent you ${count} messages` : ' sent you a message' }]
    case 'team-join':
      return [name, { text: ' joined ' }, team]
    case 'team-message':
      return count > 1 ? [{ text: `${count} new messages in ` }, team] : [name, { text: ' posted in ' }, team]
    case 'team-removed':
      return [{ text: 'You were removed from ' }, team]
    case 'portfolio-like': {
      const others = count - 1
      const tail = others > 0 ? ` and ${others} ${others === 1 ? 'other' : 'others'} liked ` : ' liked '
      return [name, { text: tail }, project]
    }
  }
}

/** The same sentence as plain text (a toast's title). */
export const notificationText = (notification: Notification) =>
  notificationParts(notification)
    .map((part) => part.text)
    .join('')

/** Where a click on it goes. */
export function notificationHref(notification: Notification) {
  switch (notification.type) {
    case 'match':
    case 'message':
      return notification.matchId ? `/matches?match=${notification.matchId}` : '/matches'
    case 'team-message':
      return notification.teamId ? `/matches?team=${notification.teamId}` : '/matches'
    case 'team-join':
    case 'team-removed':
      return '/teams'
    case 'portfolio-like':
      return '/portfolio?tab=mine'
  }
}
