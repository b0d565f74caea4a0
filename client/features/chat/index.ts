// The chat feature's public entry, kept light: the conversation screens (and the team chat) come from
// ./lazy, so a page that only needs a call line's text or the empty state does not carry the chat's code.

export { EmptyChat } from '@/components/empty-chat'
export { forgetConversation } from './api/get-conversation'
export { callLogText } from './lib/call-log-text'
