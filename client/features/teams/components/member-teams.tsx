import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { useTeams } from '../api/get-teams'
import { isSubView, type SubView } from '../lib/sub-views'
import { CollaborationTools } from './collaboration-tools'
import { FindTeams } from './find-teams'
import { PendingInvitations } from './invitations/pending-invitations'
import { TeamWorkspace } from './team-workspace'
import { YourTeams } from './your-teams'

/**
 * A member's Teams page. The open sub-view lives in the address (?team=…&view=…), so a reload keeps
 * it and the browser's Back button closes it like the on-screen one.
 */
export function MemberTeams({ meId }: { meId: string }) {
  const { t } = useTranslation('teams')
  const [params, setParams] = useSearchParams()
  const teams = useTeams()
  const teamId = params.get('team')
  const view = params.get('view')
  const open = (id: string, next: SubView) => setParams({ team: id, view: next })
  const back = () => setParams({})

  const team = teamId ? teams.data?.find((candidate) => candidate.id === teamId) : undefined
  if (teamId && isSubView(view)) {
    if (teams.isPending)
      return <Spinner className="flex justify-center py-16" label={t('page.loadingTeam')} />
    if (team)
      return <Workspace key={`${team.id}-${view}`} view={view} onBack={back} meId={meId} team={team} />
    // A team I am no longer in (or never was): the list, rather than an empty page.
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <PendingInvitations />
        <YourTeams onOpen={open} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <FindTeams />
        <CollaborationTools />
      </div>
    </div>
  )
}

function Workspace(props: Parameters<typeof TeamWorkspace>[0]) {
  const region = useRef<HTMLElement>(null)
  // The button that opened the view is gone: focus moves to the view, and the view starts at the top.
  useEffect(() => {
    region.current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [])
  return (
    <section ref={region} tabIndex={-1} aria-label={props.team.name} className="outline-none">
      <TeamWorkspace {...props} />
    </section>
  )
}
