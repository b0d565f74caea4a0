import { UserRoundX } from 'lucide-react'
import { useEffect } from 'react'
import { Link, Redirect, useLocation, useParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { useMatches } from '@/features/matches/api/get-matches'
import { PersonActionsMenu } from '@/features/safety/components/person-actions-menu'
import { ApiError } from '@/lib/api-client'
import { usePublicProfile } from './api/get-public-profile'
import { AboutCard } from './components/about-card'
import { PublicProfileHeader } from './components/public-profile-header'

/** /people/{id}: another member's profile, with Unmatch (if matched), Block and Report. */
export function PublicProfilePage() {
  const { userId = '' } = useParams<{ userId: string }>()
  const { data: user } = useUser()
  const profile = usePublicProfile(userId)
  const matches = useMatches()
  const [, navigate] = useLocation()
  const name = profile.data ? `${profile.data.user.firstName} ${profile.data.user.lastName}`.trim() : null
  useEffect(() => {
    document.title = `${name ?? 'Profile'} | Bubbles`
  }, [name])

  if (userId === user?.id) return <Redirect to="/profile" replace />
  if (profile.isPending) return <Spinner className="flex justify-center py-24" label="Loading profile..." />
  if (profile.isError) {
    // Private, blocked and unknown look alike on purpose (404): nobody learns which it is.
    const missing = profile.error instanceof ApiError && profile.error.status === 404
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <EmptyState
          icon={UserRoundX}
          tone={missing ? 'brand' : 'danger'}
          headingLevel={2}
          title={missing ? "This profile isn't available" : 'Unable to load this profile'}
        >
          <p className="text-muted text-sm">
            {missing ? 'It may be private, or no longer on Bubbles.' : 'Check your connection and try again.'}
          </p>
          {missing ? (
            <Button asChild variant="outline">
              <Link href="/discover">Back to Discover</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => profile.refetch()}>
              Try again
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
      <PublicProfileHeader
        profile={profile.data}
        actions={
          <PersonActionsMenu
            person={person}
            matchId={match?.id}
            // Blocked or unmatched: this page has nothing more to show them; Back must not return here.
            onEnded={() => navigate('/matches', { replace: true })}
            className="border border-border bg-surface"
          />
        }
      />
      <AboutCard profile={profile.data} />
    </div>
  )
}

export default PublicProfilePage
