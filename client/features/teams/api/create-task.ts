import type { CreateTaskInput, Task } from '@shared/schemas/teams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { applyTaskChange } from '../lib/task-change'
import { tasksQuery } from './get-tasks'

export interface CreateTaskVariables {
  teamId: string
  input: CreateTaskInput
}

export const createTask = ({ teamId, input }: CreateTaskVariables) =>
  api.post<Task>(`/api/teams/${teamId}/tasks`, input)

export const useCreateTask = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) =>
      queryClient.setQueryData(tasksQuery(task.teamId).queryKey, (tasks) =>
        tasks ? applyTaskChange(tasks, { teamId: task.teamId, task }) : [task],
      ),
  })
}
