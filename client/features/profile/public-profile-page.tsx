import type { User } from '@shared/schemas/auth'
import { UserRoundX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation, useParams } from 'wouter'
import { ShareButton } from '@/components/share-button'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth'
import { useMatches } from '@/features/matches'
import { PersonProjects } from '@/features/portfolio'
import { PersonActionsMenu } from '@/features/safety'
import { ApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { usePublicProfile } from './api/get-public-profile'
import { AboutCard } from './components/about-card'
import { EndorsableSkills } from './components/endorsable-skills'
import { PublicProfileHeader } from './components/public-profile-header'
import { ReviewsCard } from './components/reviews-card'
import { SignedOutPrompt } from './components/signed-out-prompt'

/**
 * /people/{id}: another member's profile and their public projects, with Copy link, Unmatch (if
 * matched), Block and Report. Its address can be shared: a visitor who follows it is asked
 * to sign in, since profiles show to people signed in at most.
 */
export function PublicProfilePage() {
  const { t } = useTranslation('profile')
  const { data: user } = useUser()
  if (!user) {
    return (
      <>
        <title>{t('publicPage.untitled')}</title>
        <SignedOutPrompt title={t('publicPage.signedOutTitle')} text={t('publicPage.signedOutText')} />
      </>
    )
  }
  return <MemberView user={user} />
}

function MemberView({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common'])
  const f = useFormat()
  const { userId = '' } = useParams<{ userId: string }>()
  const profile = usePublicProfile(userId)
  const matches = useMatches()
  const [, navigate] = useLocation()
  const name = profile.data ? `${profile.data.user.firstName} ${profile.data.user.lastName}`.trim() : null
  const documentTitle = name
    ? t('profile:publicPage.documentTitle', { name })
    : t('profile:publicPage.untitled')

  if (userId === user.id) return <Redirect to="/profile" replace />
  if (profile.isPending)
    return (
      <>
        <title>{documentTitle}</title>
        <Spinner className="flex justify-center py-24" label={t('profile:publicPage.loading')} />
      </>
    )
  if (profile.isError) {
    // Private, blocked and unknown look alike on purpose (404): nobody learns which it is.
    const missing = profile.error instanceof ApiError && profile.error.status === 404
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <title>{documentTitle}</title>
        <EmptyState
          icon={UserRoundX}
          tone={missing ? 'brand' : 'danger'}
          headingLevel={2}
          title={t(missing ? 'profile:publicPage.missingTitle' : 'profile:publicPage.failedTitle')}
        >
          <p className="text-muted text-sm">
            {t(missing ? 'profile:publicPage.missingText' : 'common:status.checkConnection')}
          </p>
          {missing ? (
            <Button asChild variant="outline">
              <Link href="/discover">{t('profile:publicPage.backToDiscover')}</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => profile.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          )}
        </EmptyState>
      </div>
    )
  }

  const person = profile.data.user
  const match = matches.data?.find((m) => m.user1Id === person.id || m.user2Id === person.id)
  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <title>{documentTitle}</title>
      <PublicProfileHeader
        profile={profile.data}
        // Nothing when either place was typed by hand: a guess would be worse than no distance.
        distance={f.distanceBetween(user.profile?.location, profile.data.location)}
        actions={
          <div className="flex items-center gap-2">
            <ShareButton path={`/people/${person.id}`} title={name ?? ''} className="min-h-11" />
            <PersonActionsMenu
              person={person}
              matchId={match?.id}
              // Blocked or unmatched: this page has nothing more to show them; Back must not return here.
              onEnded={() => navigate('/matches', { replace: true })}
              className="border border-border bg-surface"
            />
          </div>
        }
      />
      <AboutCard profile={profile.data} skillList={<EndorsableSkills profile={profile.data} />} />
      <ReviewsCard userId={person.id} meId={user.id} />
      <PersonProjects userId={person.id} firstName={person.firstName} meId={user.id} />
    </div>
  )
}

export default PublicProfilePage
