import type { Notification } from '@shared/schemas/notifications'
import { notify } from '@/lib/toast'
import { actorName, notificationHref, notificationText } from './notification-content'

/** Tells the person what just happened, with a button that takes them there. */
export function toastNotification(notification: Notification, navigate: (href: string) => void) {
  const href = notificationHref(notification)
  if (notification.type === 'match') {
    notify.success("It's a match!", `You and ${actorName(notification)} liked each other`, {
      label: 'Send a message',
      onClick: () => navigate(href),
    })
    return
  }
  notify.info(notificationText(notification), undefined, { label: 'View', onClick: () => navigate(href) })
}
