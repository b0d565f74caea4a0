import { TASK_STATUSES, type Task } from '@shared/schemas/teams'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useDeleteTask } from '../../api/delete-task'
import { useUpdateTask } from '../../api/update-task'
import { fullName, useTeamLabels } from '../../lib/labels'
import { PRIORITY_CLASS, STATUS_CLASS } from './task-styles'

const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs'

/** One task: its checkbox (Completed / To Do), badges, assignee, status choice and delete button. */
export function TaskItem({ task }: { task: Task }) {
  const { t } = useTranslation('teams')
  const labels = useTeamLabels()
  const update = useUpdateTask()
  const remove = useDeleteTask()
  // While a change is on its way, show it already: the checkbox should answer the click at once.
  const status = (update.isPending && update.variables.input.status) || task.status
  const done = status === 'Completed'
  const checkboxId = `task-${task.id}`

  const setStatus = (next: Task['status']) =>
    update.mutate(
      { teamId: task.teamId, taskId: task.id, input: { status: next } },
      { onError: (error) => notify.error(t('tasks.updateError'), errorMessage(error)) },
    )
  const deleteTask = () =>
    remove.mutate(
      { teamId: task.teamId, taskId: task.id },
      { onError: (error) => notify.error(t('tasks.deleteError'), errorMessage(error)) },
    )

  return (
    <li className="flex items-start gap-3 rounded-xl border border-border bg-surface p-3">
      <Checkbox
        id={checkboxId}
        className="mt-0.5"
        checked={done}
        onCheckedChange={(checked) => setStatus(checked === true ? 'Completed' : 'To Do')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Label
          htmlFor={checkboxId}
          className={cn('wrap-anywhere text-base', done && 'text-muted line-through')}
        >
          {task.title}
        </Label>
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn(badgeClass, PRIORITY_CLASS[task.priority])}>
            {labels.priority(task.priority)}
          </span>
          <Select value={status} onValueChange={(value) => setStatus(value as Task['status'])}>
            <SelectTrigger
              aria-label={t('tasks.statusOf', { title: task.title })}
              className={cn(
                badgeClass,
                'min-h-8 w-auto gap-1 border-0 py-1 text-xs [&_svg]:text-current',
                STATUS_CLASS[status],
              )}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="min-w-40">
              {TASK_STATUSES.map((option) => (
                <SelectItem key={option} value={option}>
                  {labels.taskStatus(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <span className="inline-flex items-center gap-1.5 text-muted text-sm">
            {task.assignee ? (
              <>
                <Avatar size="sm" name={fullName(task.assignee)} src={task.assignee.profileImageUrl} />
                <span>{fullName(task.assignee)}</span>
              </>
            ) : (
              t('tasks.unassigned')
            )}
          </span>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={deleteTask}
        disabled={remove.isPending}
        aria-label={t('tasks.delete', { title: task.title })}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  )
}
