export { blockedBetween } from './block-rules'
