export { decodeCursor, encodeCursor } from './cursor'
export { type NotificationPushDeps, pushStoredNotifications } from './push'
export { collapseUpdate, recipientIds, storeNotifications } from './store'
