import type { Match } from '@shared/schemas/chat'
import { Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { callLogText } from '@/features/chat'
import { PersonActionsMenu } from '@/features/safety'
import { otherPerson } from '../api/get-matches'
import { ListEmpty, ListPanel, ListRowButton } from './list-panel'
import { RowActivity, RowPreview } from './row-activity'

/** Recent Matches (docs/product.md §2): the other person, their profession and the latest message. */
export function MatchList({
  matches,
  userId,
  selectedId,
  onSelect,
  onEnded,
}: {
  matches: Match[]
  userId: string
  selectedId: string | undefined
  onSelect: (matchId: string) => void
  /** A match was unmatched or blocked from its row's menu. */
  onEnded: (matchId: string) => void
}) {
  const { t } = useTranslation('matches')
  return (
    <ListPanel title={t('list.title')}>
      {matches.length === 0 ? (
        <ListEmpty
          title={t('list.emptyTitle')}
          description={t('list.emptyDescription')}
          href="/discover"
          icon={Compass}
          linkText={t('list.discover')}
        />
      ) : (
        <ul className="flex flex-col gap-1 p-2">
          {matches.map((match) => {
            const person = otherPerson(match, userId)
            return (
              // The menu sits beside the row's button, not inside it: a button may not hold another.
              // min-w-0 lets the row shrink below its text's length, so a long preview truncates
              // instead of widening the page.
              <li key={match.id} className="flex min-w-0 items-center gap-1">
                <MatchRow
                  match={match}
                  userId={userId}
                  selected={match.id === selectedId}
                  onSelect={onSelect}
                />
                <PersonActionsMenu
                  person={person}
                  matchId={match.id}
                  profileHref={`/people/${person.id}`}
                  onEnded={() => onEnded(match.id)}
                  className="shrink-0 text-muted"
                />
              </li>
            )
          })}
        </ul>
      )}
    </ListPanel>
  )
}

function MatchRow({
  match,
  userId,
  selected,
  onSelect,
}: {
  match: Match
  userId: string
  selected: boolean
  onSelect: (matchId: string) => void
}) {
  const { t } = useTranslation(['matches', 'options', 'chat'])
  const person = otherPerson(match, userId)
  const name = `${person.firstName} ${person.lastName}`.trim()
  const last = match.lastMessage
  const online = match.isOnline === true
  const profession = person.profile?.profession
  const professionText = profession && t(`options:profession.${profession}`, { defaultValue: profession })
  const preview = last
    ? last.call
      ? callLogText(t, last.call)
      : last.senderId === userId
        ? t('list.fromYou', { message: last.content })
        : last.content
    : professionText
  return (
    <ListRowButton selected={selected} onClick={() => onSelect(match.id)} className="flex-1">
      <span aria-hidden className="contents">
        <Avatar name={name} src={person.profileImageUrl} online={online} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {name}
          {/* The dot is in the hidden picture; this says it in words. */}
          {online && <span className="sr-only">{t('list.online')}</span>}
        </span>
        {professionText && last && (
          <span className="block truncate text-muted text-xs">{professionText}</span>
        )}
        <RowPreview unread={match.unreadCount}>{preview}</RowPreview>
      </span>
      <RowActivity lastAt={last?.createdAt} unread={match.unreadCount} />
    </ListRowButton>
  )
}
