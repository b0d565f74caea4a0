export { sendMessage } from './deliver'
export { callLogOf, findMessageJson, findOwnConversation, toMessageJson } from './service'
export { messagesSocket } from './socket'
