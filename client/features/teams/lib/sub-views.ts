import { ListTodo, type LucideIcon, MessageSquare, Settings, Video } from 'lucide-react'

const SUB_VIEWS = ['chat', 'call', 'tasks', 'settings'] as const
export type SubView = (typeof SUB_VIEWS)[number]

/** The four actions on every team card (docs/product.md §2), each opening its own view of the team; named by `subViews.<view>`. */
export const SUB_VIEW_ACTIONS: { view: SubView; icon: LucideIcon }[] = [
  { view: 'chat', icon: MessageSquare },
  { view: 'call', icon: Video },
  { view: 'tasks', icon: ListTodo },
  { view: 'settings', icon: Settings },
]

export const isSubView = (value: string | null | undefined): value is SubView =>
  SUB_VIEWS.includes(value as SubView)
