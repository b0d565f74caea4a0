import type { User } from '@shared/schemas/auth'
import type { Profile } from '@shared/schemas/profile'
import { Camera, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ProfileSummary } from './profile-summary'

type ProfileHeaderProps = {
  user: User
  profile: Profile
  /** Null while the count is loading. */
  portfolioCount: number | null
  onEditProfile: () => void
  onEditPicture: () => void
}

/** Who this is at a glance: picture, name, craft, place, and the three numbers people look for. */
export function ProfileHeader({
  user,
  profile,
  portfolioCount,
  onEditProfile,
  onEditPicture,
}: ProfileHeaderProps) {
  const { t } = useTranslation('profile')
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  return (
    <ProfileSummary
      name={name}
      profile={profile}
      portfolioCount={portfolioCount}
      top={
        <>
          <div className="relative shrink-0">
            <Avatar
              name={name}
              src={user.profileImageUrl}
              size="xl"
              className="size-24 ring-4 ring-surface sm:size-28"
            />
            <Button
              variant="secondary"
              size="icon"
              onClick={onEditPicture}
              aria-label={t('header.updatePicture')}
              className="absolute -right-1 -bottom-1 rounded-full border-2 border-surface shadow-sm"
            >
              <Camera aria-hidden />
            </Button>
          </div>
          <Button variant="outline" onClick={onEditProfile} className="min-w-0">
            <Pencil aria-hidden />
            <span className="truncate">{t('header.editProfile')}</span>
          </Button>
        </>
      }
    />
  )
}
