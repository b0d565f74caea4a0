import { Check, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DEMO_TEAM } from '../lib/demo-data'
import { DemoAvatar } from './demo-matches-step'

/** Step 4: a sample team with 3 of 5 members and its progress. */
export function DemoTeamStep() {
  const { t } = useTranslation('demo')
  const [joined, setJoined] = useState(false)
  const team = DEMO_TEAM
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-border/60 bg-surface p-5 shadow-sm dark:border-border dark:shadow-none">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-bold text-xl">{team.name}</h2>
          <p className="text-muted text-sm">{t('team.projectType')}</p>
        </div>
        <Badge variant="success">{t('team.status')}</Badge>
      </div>
      <p className="text-sm">{t('team.description')}</p>
      <div className="flex items-center gap-3">
        <div className="flex -space-x-2">
          {team.members.map((name) => (
            <DemoAvatar key={name} name={name} className="size-10 ring-2 ring-surface" />
          ))}
        </div>
        <span className="inline-flex items-center gap-1 text-muted text-sm">
          <Users aria-hidden className="size-4" />{' '}
          {t('team.members', { current: team.members.length, max: team.maxMembers })}
        </span>
      </div>
      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span id="demo-team-progress" className="font-medium">
            {t('team.progress')}
          </span>
          <span>{t('team.percent', { value: team.progress })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="demo-team-progress"
          aria-valuenow={team.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${team.progress}%` }} />
        </div>
      </div>
      <Button variant={joined ? 'outline' : 'primary'} onClick={() => setJoined(true)} disabled={joined}>
        {joined ? (
          <>
            <Check aria-hidden /> {t('team.requestSent')}
          </>
        ) : (
          t('team.join')
        )}
      </Button>
    </article>
  )
}
