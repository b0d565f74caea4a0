export { pushPlugin } from './plugin'
export { createPushChannel } from './push-channel'
