export { searchConversation, searchTeamChat } from './chat-search'
