export { messagesSocket } from './socket'
