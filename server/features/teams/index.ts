export { findTeamAccess, requireOwner } from './access'
export { handOverOwnedTeams } from './hand-over'
export { teamUserColumns, toTeamFields, withMembers } from './team-json'
