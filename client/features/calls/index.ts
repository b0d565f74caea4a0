// The calls feature's public entry: what other features and the app compose. Light on purpose: the
// WebRTC engine and the call's screens are loaded only when a call starts or rings.
export { TeamCallPanel } from './components/team-call-panel'
export { VideoCallButton } from './components/video-call-button'
export { callActions, configureCalls, listenForCalls } from './lib/call-client'
export { useCallState } from './lib/call-store'
