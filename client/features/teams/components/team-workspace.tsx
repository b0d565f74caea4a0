import type { Team } from '@shared/schemas/teams'
import { TeamChat } from '@/features/chat/lazy'
import type { SubView } from '../lib/sub-views'
import { TeamSettings } from './settings/team-settings'
import { TaskManager } from './tasks/task-manager'
import { TeamCallView } from './team-call-view'

type TeamWorkspaceProps = { team: Team; view: SubView; meId: string; onBack: () => void }

/** The one sub-view of a team that is open (docs/product.md §2: only one at a time, each with a way back). */
export function TeamWorkspace({ team, view, meId, onBack }: TeamWorkspaceProps) {
  switch (view) {
    case 'chat':
      return <TeamChat teamId={team.id} onBack={onBack} title={team.name} />
    case 'call':
      return <TeamCallView team={team} meId={meId} onBack={onBack} />
    case 'tasks':
      return <TaskManager team={team} meId={meId} onBack={onBack} />
    case 'settings':
      return <TeamSettings team={team} meId={meId} onBack={onBack} />
  }
}
