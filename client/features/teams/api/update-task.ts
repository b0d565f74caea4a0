import type { Task, UpdateTask } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { applyTaskChange } from '../lib/task-change'
import { tasksQuery } from './get-tasks'

export interface UpdateTaskVariables {
  teamId: string
  taskId: string
  input: UpdateTask
}

export const updateTask = ({ teamId, taskId, input }: UpdateTaskVariables) =>
  api.patch<Task>(`/api/teams/${teamId}/tasks/${taskId}`, input)

/** Status (the checkbox toggles Completed / To Do), priority, title or assignee. */
export const useUpdateTask = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) =>
      queryClient.setQueryData(tasksQuery(task.teamId).queryKey, (tasks) =>
        applyTaskChange(tasks, { teamId: task.teamId, task }),
      ),
  })
}
