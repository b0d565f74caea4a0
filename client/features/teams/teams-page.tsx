import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'wouter'
import { useUser } from '@/features/auth'
import { CollaborationTools } from './components/collaboration-tools'
import { CreateTeamDialog } from './components/create-team-dialog'
import { MemberTeams } from './components/member-teams'
import { SignedOutTeams } from './components/signed-out-teams'

/** /teams, titled Teams & Collaboration (spec §2): my teams and their tools; visitors see the overview. */
export function TeamsPage() {
  const { t } = useTranslation(['teams', 'common'])
  const user = useUser()
  // With a team's view open the page header steps back, leaving phones the room for the view.
  const [params] = useSearchParams()
  const inTeamView = params.has('team')

  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <title>{t('page.documentTitle')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-bold text-3xl tracking-tight">{t('page.title')}</h1>
          <p className={inTeamView ? 'mt-1 hidden text-muted sm:block' : 'mt-1 text-muted'}>
            {t('page.intro')}
          </p>
        </div>
        {user.data && !inTeamView && <CreateTeamDialog />}
      </header>
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
