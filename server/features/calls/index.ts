export { callsSocket } from './socket'
