export { findPresenceAudience } from './peers'
export { presenceSocket } from './socket'
