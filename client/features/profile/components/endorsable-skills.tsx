import type { PublicProfile } from '@shared/schemas/profile'
import { Check, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useToggleEndorsement } from '../api/endorse'

/**
 * Skills with their endorsement counts (docs/decisions/051). For someone who may endorse (a match or a teammate),
 * each skill is a toggle button: pressed when they endorsed it.
 */
export function EndorsableSkills({
  profile,
}: {
  profile: Pick<PublicProfile, 'userId' | 'skills' | 'endorsements' | 'canEndorse'>
}) {
  const { t } = useTranslation('profile')
  const toggle = useToggleEndorsement()
  const bySkill = new Map(profile.endorsements.map((endorsement) => [endorsement.skill, endorsement]))
  return (
    <ul className="flex flex-wrap gap-2">
      {profile.skills.map((skill) => {
        const endorsement = bySkill.get(skill)
        const count = endorsement?.count ?? 0
        const byMe = endorsement?.byMe ?? false
        const chip = cn(
          'inline-flex max-w-full items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 font-medium text-primary text-sm [overflow-wrap:anywhere] dark:text-violet-200',
        )
        const counted = count > 0 && (
          <span className="rounded-full bg-primary px-1.5 text-white text-xs" aria-hidden>
            {count}
          </span>
        )
        if (!profile.canEndorse)
          return (
            <li key={skill} className={chip}>
              {skill}
              {counted}
              {count > 0 && <span className="sr-only">{t('endorse.count', { count })}</span>}
            </li>
          )
        return (
          <li key={skill}>
            <button
              type="button"
              aria-pressed={byMe}
              aria-label={t('endorse.toggle', { skill, count })}
              disabled={toggle.isPending}
              onClick={() =>
                toggle.mutate(
                  { userId: profile.userId, skill, endorsed: byMe },
                  { onError: (error) => notify.error(t('endorse.error'), errorMessage(error)) },
                )
              }
              className={cn(
                chip,
                'min-h-9 cursor-pointer border border-transparent hover:border-primary',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                byMe && 'border-primary bg-primary/20',
              )}
            >
              {byMe ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
              {skill}
              {counted}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
