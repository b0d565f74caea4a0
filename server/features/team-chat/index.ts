export { assertTeamMember } from './service'
export { teamChatSocket } from './socket'
