import type { Match } from '@shared/schemas/chat'
import { MessageCircleOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { otherPerson } from '@/features/matches'
import { ChatWindow } from './chat-window'

/**
 * Stands in for a conversation that ended while it was open. The same calm words whoever ended it and
 * however (unmatch or block): nobody learns who blocked whom.
 */
export function EndedChat({
  match,
  userId,
  onBack,
  className,
}: {
  match: Match
  userId: string
  /** Phones: back to the list (on desktop the list is beside the chat). */
  onBack?: () => void
  className?: string
}) {
  const { t } = useTranslation('chat')
  const person = otherPerson(match, userId)
  const name = `${person.firstName} ${person.lastName}`.trim()
  return (
    <ChatWindow
      className={className}
      title={name}
      avatar={
        <span aria-hidden className="contents">
          <Avatar name={name} src={person.profileImageUrl} />
        </span>
      }
      onBack={onBack}
      backLabel={t('window.backToMatches')}
    >
      <div
        role="status"
        className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-8 text-center"
      >
        <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-muted">
          <MessageCircleOff className="size-6" aria-hidden />
        </span>
        <p className="font-semibold">{t('ended.title')}</p>
        <p className="max-w-xs text-muted text-sm">{t('ended.description')}</p>
        {onBack && (
          <Button variant="outline" className="mt-2" onClick={onBack}>
            {t('window.backToMatches')}
          </Button>
        )}
      </div>
    </ChatWindow>
  )
}
