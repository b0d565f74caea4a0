import type { PublicProfile } from '@shared/schemas/profile'
import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { ProfileSummary } from './profile-summary'

/** Another person at a glance, as the own profile's header shows it, with their actions at the corner. */
export function PublicProfileHeader({
  profile,
  distance,
  actions,
}: {
  profile: PublicProfile
  /** How far they are from the viewer, or null when either location was typed by hand. */
  distance: string | null
  actions?: ReactNode
}) {
  const { user } = profile
  const name = `${user.firstName} ${user.lastName}`.trim()
  return (
    <ProfileSummary
      name={name}
      profile={profile}
      portfolioCount={profile.portfolioCount}
      distance={distance}
      top={
        <>
          <Avatar
            name={name}
            src={user.profileImageUrl}
            size="xl"
            className="size-24 shrink-0 ring-4 ring-surface sm:size-28"
          />
          {actions}
        </>
      }
    />
  )
}
