export { assertTeamMember, findTeamMessageJson, toTeamMessageJson, toTeamMessagePreview } from './service'
export { teamChatSocket } from './socket'
