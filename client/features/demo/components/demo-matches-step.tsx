import { HeartOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GradientPortrait } from '@/components/swipe-deck/person-photo'
import type { DemoPerson } from '../lib/demo-data'

export function NoDemoMatches() {
  const { t } = useTranslation('demo')
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
      <HeartOff aria-hidden className="size-10 text-muted" />
      <p className="font-medium">{t('matches.empty')}</p>
    </div>
  )
}

export function DemoAvatar({ name, className = 'size-12' }: { name: string; className?: string }) {
  return (
    <div className={`${className} shrink-0 overflow-hidden rounded-full`}>
      <GradientPortrait name={name} className="text-sm" />
    </div>
  )
}

/** Step 2: everyone liked in step 1 is a match here, with the first thing they said. */
export function DemoMatchesStep({ liked }: { liked: DemoPerson[] }) {
  const { t } = useTranslation('demo')
  if (liked.length === 0) return <NoDemoMatches />
  return (
    <ul aria-label={t('matches.list')} className="flex flex-col gap-3">
      {liked.map((person) => (
        <li
          key={person.id}
          className="flex items-center gap-3 rounded-2xl border border-border/60 bg-surface p-3 shadow-sm dark:border-border dark:shadow-none"
        >
          <DemoAvatar name={person.name} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{person.name}</p>
            <p className="text-muted text-sm">{person.profession}</p>
            <p className="truncate text-sm">{person.messages[0]}</p>
          </div>
          <span className="shrink-0 rounded-full bg-brand px-2.5 py-0.5 font-medium text-white text-xs">
            {t('matches.badge')}
          </span>
        </li>
      ))}
    </ul>
  )
}
