import { LIMITS } from '@shared/limits'
import { TASK_PRIORITIES, TASK_TITLE_MESSAGE, type Task, type Team } from '@shared/schemas/teams'
import { LoaderCircle, Plus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCreateTask } from '../../api/create-task'
import { fullName, useTeamLabels } from '../../lib/labels'

// Radix Select has no empty value, so "nobody" needs a name of its own.
const UNASSIGNED = 'unassigned'

/** Adds a task: a non-blank title (docs/product.md §5), who does it and how urgent it is. */
export function AddTaskForm({ team }: { team: Team }) {
  const { t } = useTranslation('teams')
  const labels = useTeamLabels()
  const createTask = useCreateTask()
  const [title, setTitle] = useState('')
  const [assignee, setAssignee] = useState(UNASSIGNED)
  const [priority, setPriority] = useState<Task['priority']>('Medium')
  const [error, setError] = useState<string>()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) {
      setError(TASK_TITLE_MESSAGE)
      document.getElementById('task-title')?.focus()
      return
    }
    const input = { title, priority, assigneeId: assignee === UNASSIGNED ? null : assignee }
    createTask.mutate(
      { teamId: team.id, input },
      {
        onSuccess: () => setTitle(''),
        onError: (failure) => notify.error(t('tasks.addError'), errorMessage(failure)),
      },
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3 rounded-2xl bg-surface-muted p-4">
      <Field label={t('tasks.newTask')} htmlFor="task-title" error={error} required>
        {(props) => (
          <Input
            {...props}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value)
              setError(undefined)
            }}
            aria-required
            maxLength={LIMITS.taskTitleLength}
            placeholder={t('tasks.titlePlaceholder')}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t('tasks.assignee')} htmlFor="task-assignee">
          {(props) => (
            <Select value={assignee} onValueChange={setAssignee}>
              <SelectTrigger {...props} className="bg-surface">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={UNASSIGNED}>{t('tasks.unassigned')}</SelectItem>
                {team.members.map((member) => (
                  <SelectItem key={member.userId} value={member.userId}>
                    {fullName(member.user)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <OptionSelect
          id="task-priority"
          label={t('tasks.priority')}
          value={priority}
          options={TASK_PRIORITIES}
          labels={labels.priority}
          onChange={setPriority}
          triggerClassName="bg-surface"
        />
        <Button type="submit" disabled={createTask.isPending}>
          {createTask.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Plus aria-hidden />
          )}
          {t('tasks.add')}
        </Button>
      </div>
    </form>
  )
}
