import type { Team } from '@shared/schemas/teams'
import { useTranslation } from 'react-i18next'
import { TeamCallPanel } from '@/features/calls'
import { SubViewHeader } from './sub-view-header'

/** Start Video Call: the team's real call, started, joined or left from here (docs/decisions/018). */
export function TeamCallView({ team, meId, onBack }: { team: Team; meId: string; onBack: () => void }) {
  const { t } = useTranslation('teams')
  return (
    <div className="flex flex-col gap-4">
      <SubViewHeader title={t('call.title')} teamName={team.name} onBack={onBack} />
      <TeamCallPanel teamId={team.id} teamName={team.name} userId={meId} />
    </div>
  )
}
