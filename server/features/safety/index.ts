export { isAdmin } from './admins'
export { blockedBetween, isBlockedBetween, notSuspended } from './block-rules'
