import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import type { Mentionable } from '../lib/mentions'

/**
 * The team's members matching the `@word` being typed, above the input. The input keeps the focus and
 * moves through the list with the arrow keys (aria-activedescendant); a click picks one too.
 */
export function MentionList({
  id,
  members,
  active,
  onPick,
}: {
  id: string
  members: Mentionable[]
  active: number
  onPick: (member: Mentionable) => void
}) {
  const { t } = useTranslation('chat')
  return (
    <div className="absolute inset-x-3 bottom-full z-20 mb-1 rounded-xl border border-border bg-surface p-1 shadow-lg">
      <p className="px-2 py-1 font-medium text-muted text-xs">{t('mentions.label')}</p>
      {members.length === 0 ? (
        <p className="px-2 py-2 text-muted text-sm">{t('mentions.none')}</p>
      ) : (
        <div id={id} role="listbox" aria-label={t('mentions.label')}>
          {members.map((member, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input keeps the focus and picks with Enter or Tab
            <div
              key={member.id}
              id={`${id}-${member.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The input keeps the focus: a mouse press must not take it away before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(member)}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
                index === active && 'bg-surface-muted',
              )}
            >
              <Avatar name={member.name} size="sm" />
              <span className="truncate">{member.name}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
