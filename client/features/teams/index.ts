// The teams feature's public entry: the team list query and its unread-count cache update.
export { teamsQuery, useTeams } from './api/get-teams'
export { myInvitationsQuery, useAnswerInvitation, useMyInvitations } from './api/invitations'
export { markTeamRead, showMessageInTeams } from './api/teams-cache'
