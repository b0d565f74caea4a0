import type { Notification, NotificationsRead } from '@shared/schemas/notifications'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { matchesQuery } from '@/features/matches'
import { teamsQuery } from '@/features/teams'
import { isChatInView } from '@/lib/active-chat'
import { i18n } from '@/lib/i18n'
import { refreshSoon } from '@/lib/query-client'
import { getSocket } from '@/lib/socket'
import { notificationsQuery } from '../api/get-notifications'
import { applyNotificationsRead, upsertNotification } from '../api/notifications-cache'
import { toastNotification } from '../lib/notification-toast'

/** A message notification for the chat on screen: that chat marks it read itself. */
const isAboutChatInView = (notification: Notification) =>
  (notification.type === 'message' && isChatInView('conversation', notification.conversationId)) ||
  (notification.type === 'team-message' && isChatInView('team', notification.teamId))

/**
 * What else a notification changes: a new match or message moves the matches list, a team message my
 * teams, other team ones everything about teams (my list, my invitations, a team's join requests, the
 * teams I asked to join).
 */
const queriesChangedBy = ({ type }: Notification): QueryKey[] =>
  type === 'match' || type === 'message'
    ? [matchesQuery.queryKey]
    : type === 'team-message'
      ? [teamsQuery.queryKey]
      : type.startsWith('team-')
        ? [['teams']]
        : []

/**
 * Mounted once for a signed-in member: notifications arrive live (cached, counted, toasted), reads
 * made in another tab show here, and after a reconnect the list is fetched again in case something
 * arrived while the connection was down.
 */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  // The socket handlers outlive renders; they take the current navigate from here.
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  // The bell's and the toasts' words, ready before anything arrives or the bell is opened.
  useEffect(() => {
    void i18n.loadNamespaces('notifications')
  }, [])

  useEffect(() => {
    const socket = getSocket(userId)
    let connectedBefore = socket.connected
    const onNotification = (notification: Notification) => {
      if (isAboutChatInView(notification)) {
        // Shown read and not counted; the chat's read call refreshes the counts once the server agrees.
        upsertNotification(queryClient, {
          ...notification,
          readAt: notification.readAt ?? new Date().toISOString(),
        })
        return
      }
      upsertNotification(queryClient, notification)
      // The cache update shows it at once; the refetch makes the counts exact (collapsed rows, settings).
      refreshSoon(queryClient, notificationsQuery.queryKey, ...queriesChangedBy(notification))
      void toastNotification(notification, (href) => navigateRef.current(href))
    }
    const onRead = (read: NotificationsRead) => applyNotificationsRead(queryClient, read)
    // Counts moved without a notification (its setting is off, or a chat was read in another tab).
    const onUnreadChanged = () =>
      refreshSoon(queryClient, notificationsQuery.queryKey, matchesQuery.queryKey, teamsQuery.queryKey)
    const onConnect = () => {
      if (connectedBefore) refreshSoon(queryClient, notificationsQuery.queryKey)
      connectedBefore = true
    }
    socket.on('notification', onNotification)
    socket.on('notifications-read', onRead)
    socket.on('unread-changed', onUnreadChanged)
    // The server's instances may have lost events between them: counts and lists are fetched again.
    socket.on('resync', onUnreadChanged)
    socket.on('connect', onConnect)
    return () => {
      socket.off('notification', onNotification)
      socket.off('notifications-read', onRead)
      socket.off('unread-changed', onUnreadChanged)
      socket.off('resync', onUnreadChanged)
      socket.off('connect', onConnect)
    }
  }, [queryClient, userId])
}
