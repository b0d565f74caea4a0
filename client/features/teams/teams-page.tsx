import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'wouter'
import { PageHeader } from '@/components/page-header'
import { useUser } from '@/features/auth'
import { CollaborationTools } from './components/collaboration-tools'
import { CreateTeamDialog } from './components/create-team-dialog'
import { MemberTeams } from './components/member-teams'
import { SignedOutTeams } from './components/signed-out-teams'

/** /teams, titled Teams & Collaboration (docs/product.md §2): my teams and their tools; visitors see the overview. */
export function TeamsPage() {
  const { t } = useTranslation(['teams', 'common'])
  const user = useUser()
  // With a team's view open the page header steps back, leaving phones the room for the view.
  const [params] = useSearchParams()
  const inTeamView = params.has('team')

  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <title>{t('page.documentTitle')}</title>
      <PageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        introClassName={inTeamView ? 'hidden sm:block' : undefined}
        action={user.data && !inTeamView && <CreateTeamDialog />}
      />
      {user.data ? (
        <MemberTeams meId={user.data.id} />
      ) : (
        <>
          <SignedOutTeams />
          <CollaborationTools />
        </>
      )}
    </div>
  )
}
