import type { TaskChange } from '@shared/schemas/teams'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSocket, joinRoom } from '@/lib/socket'
import { tasksQuery } from '../api/get-tasks'
import { applyTaskChange } from '../lib/task-change'

/**
 * While a team's Task Manager is open: its room is joined, and what any member adds,
 * ticks, edits or deletes shows at once. After every join (the first, and each after a reconnect or the
 * server's `resync`) the list is fetched again, since changes made while the room was not joined never
 * arrive live.
 */
export function useLiveTasks({ userId, teamId }: { userId: string; teamId: string }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket(userId)
    const { queryKey } = tasksQuery(teamId)
    const onChange = (change: TaskChange) => {
      if (change.teamId !== teamId) return
      queryClient.setQueryData(queryKey, (tasks) => applyTaskChange(tasks, change))
    }
    socket.on('task-changed', onChange)
    const leave = joinRoom(userId, 'team', teamId, () => void queryClient.invalidateQueries({ queryKey }))
    return () => {
      socket.off('task-changed', onChange)
      leave()
    }
  }, [queryClient, userId, teamId])
}
