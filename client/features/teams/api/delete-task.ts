import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { applyTaskChange } from '../lib/task-change'
import { tasksQuery } from './get-tasks'

export interface DeleteTaskVariables {
  teamId: string
  taskId: string
}

export const deleteTask = ({ teamId, taskId }: DeleteTaskVariables) =>
  api.delete<void>(`/api/teams/${teamId}/tasks/${taskId}`)

export const useDeleteTask = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_, { teamId, taskId }) =>
      queryClient.setQueryData(tasksQuery(teamId).queryKey, (tasks) =>
        applyTaskChange(tasks, { teamId, deletedTaskId: taskId }),
      ),
  })
}
