export { type ChatSearch, holdsEvery } from './chat-words'
export { searchWords } from './words'
