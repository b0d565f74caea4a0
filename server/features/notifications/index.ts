export { decodeCursor, encodeCursor } from './cursor'
export { pushStoredNotifications } from './push'
export { collapseUpdate, recipientIds, storeNotifications } from './store'
