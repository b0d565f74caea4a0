export type { ChannelHandler, OutboxItem, OutboxOutcome } from './types'
export { outboxWorker } from './worker-plugin'
