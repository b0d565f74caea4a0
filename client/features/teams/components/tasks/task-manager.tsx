import type { Team } from '@shared/schemas/teams'
import { CircleAlert, ListTodo } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useFormat } from '@/lib/format'
import { useTasks } from '../../api/get-tasks'
import { useLiveTasks } from '../../hooks/use-live-tasks'
import { SubViewHeader } from '../sub-view-header'
import { AddTaskForm } from './add-task-form'
import { TaskItem } from './task-item'

/** Task Manager: the team's tasks, kept on the server and shared live by all its members. */
export function TaskManager({ team, meId, onBack }: { team: Team; meId: string; onBack: () => void }) {
  const { t } = useTranslation(['teams', 'common'])
  const f = useFormat()
  const tasks = useTasks(team.id)
  useLiveTasks({ userId: meId, teamId: team.id })
  const done = tasks.data?.filter((task) => task.status === 'Completed').length ?? 0
  return (
    <div className="flex flex-col gap-4">
      <SubViewHeader title={t('tasks.title')} teamName={team.name} onBack={onBack}>
        {tasks.data && tasks.data.length > 0 && (
          <p className="text-muted text-sm">
            {t('tasks.summary', { done: f.number(done), total: f.number(tasks.data.length) })}
          </p>
        )}
      </SubViewHeader>
      <AddTaskForm team={team} />
      {tasks.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner srLabel={t('tasks.loading')} />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : tasks.isError ? (
        <EmptyState icon={CircleAlert} title={t('tasks.loadError')} tone="danger">
          <Button variant="outline" onClick={() => tasks.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </EmptyState>
      ) : tasks.data.length === 0 ? (
        <EmptyState icon={ListTodo} title={t('tasks.emptyTitle')}>
          <p className="text-muted text-sm">{t('tasks.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul aria-label={t('tasks.listLabel')} className="flex flex-col gap-2">
          {tasks.data.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </div>
  )
}
