import type { Task, TaskChange } from '@shared/schemas/teams'

// The caller's own change comes back twice, as the answer and on the team's room, in either order:
// applying it is the same whichever comes first, and the second changes nothing.
/** The list with one change applied: a new or edited task in its place (new ones last), a deleted one gone. */
export function applyTaskChange(tasks: Task[] | undefined, change: TaskChange): Task[] | undefined {
  // Not loaded yet: the fetch under way brings the list as it is.
  if (!tasks) return tasks
  if ('deletedTaskId' in change) return tasks.filter((task) => task.id !== change.deletedTaskId)
  const { task } = change
  return tasks.some((held) => held.id === task.id)
    ? tasks.map((held) => (held.id === task.id ? task : held))
    : [...tasks, task]
}
