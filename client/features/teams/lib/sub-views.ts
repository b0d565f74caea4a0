import { ListTodo, type LucideIcon, MessageSquare, Settings, Video } from 'lucide-react'

export const SUB_VIEWS = ['chat', 'call', 'tasks', 'settings'] as const
export type SubView = (typeof SUB_VIEWS)[number]

/** The four actions on every team card (spec §2), each opening its own view of the team. */
export const SUB_VIEW_ACTIONS: { view: SubView; label: string; icon: LucideIcon }[] = [
  { view: 'chat', label: 'Team Chat', icon: MessageSquare },
  { view: 'call', label: 'Start Video Call', icon: Video },
  { view: 'tasks', label: 'Task Manager', icon: ListTodo },
  { view: 'settings', label: 'Team Settings', icon: Settings },
]

export const isSubView = (value: string | null | undefined): value is SubView =>
  SUB_VIEWS.includes(value as SubView)
