import type { Notification } from '@shared/schemas/notifications'
import type { TFunction } from 'i18next'

/**
 * A notification's sentence as a catalogue key of the `notifications` namespace and its values. The
 * sentences mark names of people, teams and projects with <b>…</b>: rows render them bold through
 * <Trans>, toasts read them as plain text.
 */
export type NotificationSentence = {
  key: string
  values: { name: string; team: string; project: string; count: number; stars: string }
}

/** The person behind it, or "Someone" when they are unknown (a deleted account, say). */
export const actorName = ({ actor }: Notification, t: TFunction<'notifications'>) =>
  actor ? `${actor.firstName} ${actor.lastName}`.trim() : t('fallback.someone')

/** Which sentence tells it, e.g. "<b>Lerato Dlamini</b> posted in <b>Mural crew</b>". */
export function notificationSentence(
  notification: Notification,
  t: TFunction<'notifications'>,
): NotificationSentence {
  const values = {
    name: actorName(notification, t),
    team: notification.teamName ?? t('fallback.yourTeam'),
    project: notification.projectTitle ?? t('fallback.yourProject'),
    count: notification.count,
    stars: '★'.repeat(notification.stars ?? 0),
  }
  const { count } = notification
  switch (notification.type) {
    case 'match':
      return { key: 'sentence.match', values }
    case 'message':
      return { key: 'sentence.message', values }
    case 'team-join':
      return { key: 'sentence.teamJoin', values }
    case 'team-message':
      return { key: count > 1 ? 'sentence.teamMessages' : 'sentence.teamMessage', values }
    case 'team-removed':
      return { key: 'sentence.teamRemoved', values }
    case 'team-invite':
      return { key: 'sentence.teamInvite', values }
    case 'team-invite-accepted':
      return { key: 'sentence.teamInviteAccepted', values }
    case 'team-join-request':
      return { key: 'sentence.teamJoinRequest', values }
    case 'team-join-approved':
      return { key: 'sentence.teamJoinApproved', values }
    case 'team-join-declined':
      return { key: 'sentence.teamJoinDeclined', values }
    case 'task-assigned':
      return { key: count > 1 ? 'sentence.tasksAssigned' : 'sentence.taskAssigned', values }
    case 'mention':
      return { key: 'sentence.mention', values }
    case 'portfolio-like':
      // "and 2 others": the count is of the others, the named person aside.
      return count > 1
        ? { key: 'sentence.portfolioLikeOthers', values: { ...values, count: count - 1 } }
        : { key: 'sentence.portfolioLike', values }
    case 'review':
      return { key: 'sentence.review', values }
    case 'endorsement':
      return { key: count > 1 ? 'sentence.endorsements' : 'sentence.endorsement', values }
  }
}

/** The same sentence as plain text (a toast's title): the bold marks dropped. */
export function notificationText(notification: Notification, t: TFunction<'notifications'>) {
  const { key, values } = notificationSentence(notification, t)
  return (t(key as never, values) as string).replace(/<\/?b>/g, '')
}

/** Where a click on it goes. */
export function notificationHref(notification: Notification) {
  switch (notification.type) {
    case 'match':
    case 'message':
      return notification.matchId ? `/matches?match=${notification.matchId}` : '/matches'
    case 'team-message':
    case 'mention':
      return notification.teamId ? `/matches?team=${notification.teamId}` : '/matches'
    case 'task-assigned':
      return notification.teamId ? `/teams?team=${notification.teamId}&view=tasks` : '/teams'
    case 'team-join-request':
      // The requests wait in the team's settings, where the owner answers them.
      return notification.teamId ? `/teams?team=${notification.teamId}&view=settings` : '/teams'
    case 'team-invite-accepted':
    case 'team-join-approved':
      return notification.teamId ? `/teams?team=${notification.teamId}` : '/teams'
    case 'team-invite':
    case 'team-join':
    case 'team-removed':
    case 'team-join-declined':
      return '/teams'
    case 'portfolio-like':
      // The project itself, at its own address.
      return notification.projectId ? `/portfolio/${notification.projectId}` : '/portfolio?tab=mine'
    case 'review':
    case 'endorsement':
      // Both show on the person's own profile: the rating and reviews, the skills' counts.
      return '/profile'
  }
}
