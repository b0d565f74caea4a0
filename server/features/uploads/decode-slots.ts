import { UPLOAD_MESSAGES } from '@shared/schemas/uploads'
import { HttpError } from '../../lib/http-error'

/**
 * Decoding an image costs its full pixel count in memory (an interlaced 36-megapixel PNG of 400 KB
 * unpacks to over 100 MB), so an instance decodes at most `concurrency` at once; a few more wait their
 * turn, and beyond that the upload is refused with 503 and Retry-After rather than taking the server's
 * memory and every other request down with it (docs/decisions/014: 8 at once took 1.7 GB and stalled 4.5 s).
 */
export function createDecodeSlots({ concurrency = 2, waiting: maxWaiting = 4 } = {}) {
  let running = 0
  const waiting: (() => void)[] = []
  const acquire = async () => {
    if (running < concurrency) {
      running++
      return
    }
    if (waiting.length >= maxWaiting) {
      throw new HttpError(503, UPLOAD_MESSAGES.busy, undefined, { 'retry-after': '5' })
    }
    // The slot is handed over by release(), so nobody can slip in between.
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await acquire()
    try {
      return await task()
    } finally {
      release()
    }
  }
}

export type DecodeSlots = ReturnType<typeof createDecodeSlots>

const perApp = new WeakMap<object, DecodeSlots>()

/** The one decode budget of an app (its instance): uploads and chat attachments share it. */
export function decodeSlotsOf(app: object): DecodeSlots {
  let slots = perApp.get(app)
  if (!slots) {
    slots = createDecodeSlots()
    perApp.set(app, slots)
  }
  return slots
}
