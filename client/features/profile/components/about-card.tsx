import type { Profile } from '@shared/schemas/profile'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { useFormat } from '@/lib/format'
import { experienceLabel } from '../lib/option-labels'

function NotSet() {
  const { t } = useTranslation('profile')
  return <span className="text-muted italic">{t('about.notSet')}</span>
}

/** What the card shows: the person's own profile, or another person's public one. */
type AboutProfile = Pick<
  Profile,
  | 'bio'
  | 'skills'
  | 'experience'
  | 'hourlyRate'
  | 'isAvailableForWork'
  | 'portfolio'
  | 'projectInterests'
  | 'collaborationStyle'
>

/** Everything the Edit Profile dialog changes, as others read it. */
export function AboutCard({
  profile,
  skillList,
}: {
  profile: AboutProfile
  /** The skills as chips with endorsement counts (docs/decisions/051), when those are known. */
  skillList?: ReactNode
}) {
  const { t } = useTranslation(['profile', 'options'])
  const f = useFormat()
  // Short facts sit two to a row on wider screens; the free-text answers get the full width.
  const details: { key: string; label: string; value: ReactNode; wide?: boolean }[] = [
    {
      key: 'experience',
      label: t('profile:about.experience'),
      value: experienceLabel(t, profile.experience),
    },
    { key: 'hourlyRate', label: t('profile:about.hourlyRate'), value: f.hourlyRate(profile.hourlyRate) },
    {
      key: 'availability',
      label: t('profile:about.availability'),
      value: t(profile.isAvailableForWork ? 'profile:summary.available' : 'profile:summary.busy'),
    },
    {
      key: 'portfolio',
      label: t('profile:about.portfolio'),
      value: profile.portfolio ? (
        <a
          href={profile.portfolio}
          target="_blank"
          rel="noopener noreferrer"
          title={profile.portfolio}
          className="inline-flex max-w-full items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <span className="truncate">{profile.portfolio.replace(/^https:\/\//, '')}</span>
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">{t('profile:about.opensInNewTab')}</span>
        </a>
      ) : (
        <NotSet />
      ),
    },
    {
      key: 'projectInterests',
      label: t('profile:about.projectInterests'),
      value: profile.projectInterests || <NotSet />,
      wide: true,
    },
    {
      key: 'collaborationStyle',
      label: t('profile:about.collaborationStyle'),
      value: profile.collaborationStyle || <NotSet />,
      wide: true,
    },
  ]

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('profile:about.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{profile.bio}</p>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-sm">{t('profile:about.skills')}</h3>
          {profile.skills.length && skillList ? (
            skillList
          ) : profile.skills.length ? (
            <ul className="flex flex-wrap gap-2">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="max-w-full rounded-full bg-primary/10 px-3 py-1 font-medium text-primary text-sm [overflow-wrap:anywhere] dark:text-violet-200"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            <NotSet />
          )}
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          {details.map(({ key, label, value, wide }) => (
            <div key={key} className={cn('flex min-w-0 flex-col gap-0.5', wide && 'sm:col-span-2')}>
              <dt className="font-semibold text-sm">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
