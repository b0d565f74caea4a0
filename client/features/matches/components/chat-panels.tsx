import { lazy } from 'react'

// The chat's code (messages, composer, socket, message schemas) is its own chunk: a phone opening Matches
// shows the list first and never waits for it. Wide screens open the first chat at once, so the
// first screen fetches it alongside the page there (client/app/first-screen.ts).
const chatCode = () => import('@/features/chat/lazy')

let loading: ReturnType<typeof chatCode> | undefined
export const loadChatCode = () => {
  loading ??= chatCode()
  return loading
}

export const ConversationPanel = lazy(() => loadChatCode().then((m) => ({ default: m.ConversationPanel })))
export const TeamChat = lazy(() => loadChatCode().then((m) => ({ default: m.TeamChat })))
export const EndedChat = lazy(() => loadChatCode().then((m) => ({ default: m.EndedChat })))
