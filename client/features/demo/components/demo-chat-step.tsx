import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { DemoPerson } from '../lib/demo-data'
import { DemoAvatar, NoDemoMatches } from './demo-matches-step'

/** Step 3: a conversation with each match, sample messages only. */
export function DemoChatStep({ liked }: { liked: DemoPerson[] }) {
  const { t } = useTranslation('demo')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  if (liked.length === 0) return <NoDemoMatches />
  const person = liked.find((p) => p.id === selectedId) ?? liked[0]!
  return (
    <div className="flex flex-col gap-4">
      {liked.length > 1 && (
        <ul aria-label={t('chat.conversations')} className="flex gap-2 overflow-x-auto pb-1">
          {liked.map((p) => (
            <li key={p.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={p.id === person.id}
                onClick={() => setSelectedId(p.id)}
                className={cn(
                  'flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full border px-2 pr-3 text-sm',
                  p.id === person.id
                    ? 'border-primary bg-primary/10 font-semibold'
                    : 'border-border bg-surface',
                )}
              >
                <DemoAvatar name={p.name} className="size-8" />
                {p.name.split(' ')[0]}
              </button>
            </li>
          ))}
        </ul>
      )}
      <section
        aria-label={t('chat.conversationWith', { name: person.name })}
        className="flex flex-col gap-3 rounded-2xl border border-border/60 bg-surface p-4 shadow-sm dark:border-border dark:shadow-none"
      >
        <header className="flex items-center gap-3 border-border border-b pb-3">
          <DemoAvatar name={person.name} className="size-10" />
          <div className="min-w-0">
            <p className="font-semibold">{person.name}</p>
            <p className="text-muted text-xs">{person.profession}</p>
          </div>
        </header>
        {person.messages.map((message) => (
          <p
            key={message}
            className="max-w-[80%] self-start rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-2 text-sm wrap-anywhere"
          >
            {message}
          </p>
        ))}
        <p className="max-w-[80%] self-end rounded-2xl rounded-br-sm bg-violet-700 px-3 py-2 text-sm text-white">
          {t('chat.myReply')}
        </p>
      </section>
    </div>
  )
}
