import type { Profile } from '@shared/schemas/profile'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatHourlyRate } from '@/lib/format'

const NotSet = () => <span className="text-muted italic">Not added yet</span>

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
export function AboutCard({ profile }: { profile: AboutProfile }) {
  // Short facts sit two to a row on wider screens; the free-text answers get the full width.
  const details: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: 'Experience', value: profile.experience },
    { label: 'Hourly rate', value: formatHourlyRate(profile.hourlyRate) },
    { label: 'Availability', value: profile.isAvailableForWork ? 'Available for work' : 'Currently busy' },
    {
      label: 'Portfolio',
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
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <NotSet />
      ),
    },
    { label: 'Project interests', value: profile.projectInterests || <NotSet />, wide: true },
    { label: 'Collaboration style', value: profile.collaborationStyle || <NotSet />, wide: true },
  ]

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>About</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="whitespace-pre-line">{profile.bio}</p>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-sm">Skills</h3>
          {profile.skills.length ? (
            <ul className="flex flex-wrap gap-2">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-primary/10 px-3 py-1 font-medium text-primary text-sm dark:text-violet-200"
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
          {details.map(({ label, value, wide }) => (
            <div key={label} className={cn('flex min-w-0 flex-col gap-0.5', wide && 'sm:col-span-2')}>
              <dt className="font-semibold text-sm">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
