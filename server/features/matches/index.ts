export { endPairMatch, findPairMatch } from './pair'
export { findPresenceAudience } from './peers'
export { findMatchPeer } from './service'
export { presenceSocket } from './socket'
