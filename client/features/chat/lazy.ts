// The chat screens other features embed. Matches loads this module with import(), so it stays its own
// chunk and a phone opening Matches shows the list without waiting for the chat's code; a team's
// workspace imports it directly because it shows the team chat at once.
export { ConversationPanel } from './components/conversation-panel'
export { EndedChat } from './components/ended-chat'
export { TeamChat } from './components/team-chat'
