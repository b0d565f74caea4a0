import type { User } from '@shared/schemas/auth'
import type { Profile } from '@shared/schemas/profile'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userQuery, useUser } from '@/features/auth'
import { useMyProjects } from '@/features/portfolio'
import { profileStatsQuery, useProfileStats } from './api/get-profile-stats'
import { usePublicProfile } from './api/get-public-profile'
import { AboutCard } from './components/about-card'
import { AddProjectDialog } from './components/add-project-dialog'
import { EditProfileDialog } from './components/edit-profile-dialog'
import { EndorsableSkills } from './components/endorsable-skills'
import { ProfileHeader } from './components/profile-header'
import { ProfilePictureDialog } from './components/profile-picture-dialog'
import { ProfileStatTiles } from './components/profile-stat-tiles'
import { RecentProjects } from './components/recent-projects'
import { ReviewsCard } from './components/reviews-card'
import { SignedOutPrompt } from './components/signed-out-prompt'

/** /profile (docs/product.md §2): the signed-in person's own profile, with the dialogs that change it. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common'])
  const user = useUser()
  const documentTitle = t('profile:page.documentTitle')

  // Signed in without a profile never gets here (the router sends them to onboarding).
  return (
    <>
      <title>{documentTitle}</title>
      {user.data?.profile ? <OwnProfile user={user.data} profile={user.data.profile} /> : <SignedOutPrompt />}
    </>
  )
}

type Dialog = 'edit' | 'picture' | 'project' | null

function OwnProfile({ user, profile }: { user: User; profile: Profile }) {
  const queryClient = useQueryClient()
  const stats = useProfileStats()
  const projects = useMyProjects()
  // As others see it: the endorsements of my skills (docs/decisions/051).
  const asSeen = usePublicProfile(user.id)
  const [dialog, setDialog] = useState<Dialog>(null)
  const openChange = (which: Exclude<Dialog, null>) => (open: boolean) => setDialog(open ? which : null)

  const portfolioCount = stats.data?.portfolioProjects ?? projects.data?.length ?? null

  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <ProfileHeader
        user={user}
        profile={profile}
        portfolioCount={portfolioCount}
        onEditProfile={() => setDialog('edit')}
        onEditPicture={() => setDialog('picture')}
      />
      <ProfileStatTiles stats={stats.data} isPending={stats.isPending} isError={stats.isError} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <AboutCard
          profile={profile}
          skillList={asSeen.data && <EndorsableSkills profile={{ ...asSeen.data, skills: profile.skills }} />}
        />
        <RecentProjects
          projects={projects.data}
          isPending={projects.isPending}
          isError={projects.isError}
          onAddProject={() => setDialog('project')}
        />
      </div>

      <ReviewsCard userId={user.id} meId={user.id} />

      <EditProfileDialog profile={profile} open={dialog === 'edit'} onOpenChange={openChange('edit')} />
      <ProfilePictureDialog user={user} open={dialog === 'picture'} onOpenChange={openChange('picture')} />
      <AddProjectDialog
        open={dialog === 'project'}
        onOpenChange={openChange('project')}
        onCreated={() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: profileStatsQuery.queryKey }),
            queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
          ])
        }
      />
    </div>
  )
}

export default ProfilePage
