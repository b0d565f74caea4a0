import { useEffect } from 'react'

// Which chats are on screen right now, so a live notification about one of them is neither toasted nor
// counted: the open chat marks its messages read itself. A plain module, not React state, because the
// socket handlers that ask live outside the component tree.

export type ChatKind = 'conversation' | 'team'

const open = new Map<string, number>()
const keyOf = (kind: ChatKind, id: string) => `${kind}:${id}`

/** Marks a conversation (by conversation id) or a team chat (by team id) as open while mounted. */
export function useActiveChat(kind: ChatKind, id: string | undefined) {
  useEffect(() => {
    if (!id) return
    const key = keyOf(kind, id)
    // Counted, not flagged: the same chat may be mounted twice for a moment while views swap.
    open.set(key, (open.get(key) ?? 0) + 1)
    return () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    }
  }, [kind, id])
}

/** True when that chat is mounted and the tab is visible: the person is looking at it. */
export function isChatInView(kind: ChatKind, id: string | undefined) {
  return Boolean(id) && document.visibilityState === 'visible' && open.has(keyOf(kind, id!))
}
