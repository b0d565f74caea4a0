export { findLiveMatchCalls } from './match-calls'
export { callsSocket } from './socket'
