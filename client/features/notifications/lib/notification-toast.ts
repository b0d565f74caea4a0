import type { Notification } from '@shared/schemas/notifications'
import { i18n } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { actorName, notificationHref, notificationText } from './notification-content'

/**
 * Tells the person what just happened, with a button that takes them there. A socket event may come
 * before any screen has loaded the `notifications` words, so they are fetched first (at once when
 * loaded already), in the language of the moment.
 */
export async function toastNotification(notification: Notification, navigate: (href: string) => void) {
  await i18n.loadNamespaces('notifications')
  const t = i18n.getFixedT(null, 'notifications')
  const href = notificationHref(notification)
  if (notification.type === 'match') {
    notify.success(t('toast.matchTitle'), t('toast.matchDescription', { name: actorName(notification, t) }), {
      label: t('toast.sendMessage'),
      onClick: () => navigate(href),
    })
    return
  }
  notify.info(notificationText(notification, t), undefined, {
    label: t('toast.view'),
    onClick: () => navigate(href),
  })
}
