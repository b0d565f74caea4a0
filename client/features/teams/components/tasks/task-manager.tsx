import type { Team } from '@shared/schemas/teams'
import { CircleAlert, ListTodo } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useTasks } from '../../api/get-tasks'
import { SubViewHeader } from '../sub-view-header'
import { AddTaskForm } from './add-task-form'
import { TaskItem } from './task-item'

/** Task Manager: the team's tasks, kept on the server and shared by all its members. */
export function TaskManager({ team, onBack }: { team: Team; onBack: () => void }) {
  const tasks = useTasks(team.id)
  const done = tasks.data?.filter((task) => task.status === 'Completed').length ?? 0
  return (
    <div className="flex flex-col gap-4">
      <SubViewHeader title="Task Manager" teamName={team.name} onBack={onBack}>
        {tasks.data && tasks.data.length > 0 && (
          <p className="text-muted text-sm">
            {done} of {tasks.data.length} completed
          </p>
        )}
      </SubViewHeader>
      <AddTaskForm team={team} />
      {tasks.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner srLabel="Loading tasks" />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : tasks.isError ? (
        <EmptyState icon={CircleAlert} title="Unable to load tasks" tone="danger">
          <Button variant="outline" onClick={() => tasks.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : tasks.data.length === 0 ? (
        <EmptyState icon={ListTodo} title="No tasks yet">
          <p className="text-muted text-sm">Add the first task above and assign it to someone on the team.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Tasks" className="flex flex-col gap-2">
          {tasks.data.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </div>
  )
}
