import type { Notification } from '@shared/schemas/notifications'
import { Bell, Heart, Users } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { useMyInvitations } from '@/features/teams'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { actorName, notificationHref, notificationSentence } from '../lib/notification-content'

const InvitationActions = lazy(() =>
  import('@/features/teams/lazy').then((teams) => ({ default: teams.InvitationActions })),
)

/**
 * One notification (design language: avatar, one sentence with the name in bold, the time in muted
 * grey; unread rows tinted with a dot). The whole row is one link.
 */
export function NotificationRow(props: NotificationRowProps) {
  return props.notification.type === 'team-invite' ? <InvitationRow {...props} /> : <LinkRow {...props} />
}

interface NotificationRowProps {
  notification: Notification
  /** Called as the link is followed: mark it read, close the popover. */
  onOpen: (notification: Notification) => void
}

/**
 * An invitation still open is answered in place: the sentence, then Accept and Decline (buttons may
 * not sit inside a link, so this row is not one). Answered, withdrawn or lapsed, it is a plain row.
 */
function InvitationRow(props: NotificationRowProps) {
  const { t } = useTranslation('notifications')
  const f = useFormat()
  const invitations = useMyInvitations()
  const [, navigate] = useLocation()
  const { notification, onOpen } = props
  const invitation = invitations.data?.find((open) => open.team.id === notification.teamId)
  if (!invitation) return <LinkRow {...props} />
  const sentence = notificationSentence(notification, t)
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-2.5 text-sm',
        notification.readAt === null ? 'bg-primary/8' : undefined,
      )}
    >
      <span aria-hidden className="contents">
        <RowPicture notification={notification} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex flex-col gap-0.5">
          <span className="wrap-anywhere leading-snug">
            <Trans
              t={t}
              i18nKey={sentence.key as never}
              values={sentence.values}
              components={{ b: <strong className="font-semibold" /> }}
            />
          </span>
          <time dateTime={notification.createdAt} className="text-muted text-xs">
            {f.relativeTime(notification.createdAt)}
          </time>
        </span>
        <Suspense fallback={null}>
          <InvitationActions
            invitationId={invitation.id}
            teamName={invitation.team.name}
            onAccepted={() => {
              onOpen(notification)
              // Into the team they just joined: its chat is where the others are.
              navigate(`/teams?team=${invitation.team.id}&view=chat`)
            }}
          />
        </Suspense>
      </span>
    </div>
  )
}

function LinkRow({ notification, onOpen }: NotificationRowProps) {
  const { t } = useTranslation('notifications')
  const f = useFormat()
  const unread = notification.readAt === null
  const sentence = notificationSentence(notification, t)
  return (
    <Link
      href={notificationHref(notification)}
      onClick={() => onOpen(notification)}
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-2.5 text-sm transition-colors',
        'focus-visible:outline-offset-[-2px]',
        unread ? 'bg-primary/8 hover:bg-primary/12' : 'hover:bg-surface-muted',
      )}
    >
      {/* The sentence names the person, so the picture is decoration here. */}
      <span aria-hidden className="contents">
        <RowPicture notification={notification} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="line-clamp-2 wrap-anywhere leading-snug">
          <Trans
            t={t}
            i18nKey={sentence.key as never}
            values={sentence.values}
            components={{ b: <strong className="font-semibold" /> }}
          />
        </span>
        <time dateTime={notification.createdAt} className="text-muted text-xs">
          {f.relativeTime(notification.createdAt)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('row.unread')}</span>
        </span>
      )}
    </Link>
  )
}

const ICONS = { team: Users, like: Heart, other: Bell }

function RowPicture({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications')
  const { actor, type } = notification
  if (actor && type !== 'team-removed') {
    return <Avatar size="sm" name={actorName(notification, t)} src={actor.profileImageUrl} />
  }
  const Icon = type.startsWith('team-') ? ICONS.team : type === 'portfolio-like' ? ICONS.like : ICONS.other
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
      <Icon className="size-4" />
    </span>
  )
}
