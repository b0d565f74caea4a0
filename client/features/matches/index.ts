// The matches feature's public entry: the match list query and the cache updates that chat, safety and
// notifications make when a message arrives, is read, or a match ends.
export { matchesQuery, otherPerson, useMatches } from './api/get-matches'
export {
  markConversationReadInMatches,
  markMatchRead,
  removeMatch,
  showMessageInMatches,
} from './api/matches-cache'
