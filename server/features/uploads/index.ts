export type { DecodeSlots } from './decode-slots'
export { decodeSlotsOf } from './decode-slots'
export { encodeImage } from './image'
export { assertOwnImageUrl, assertOwnImageUrls } from './service'
