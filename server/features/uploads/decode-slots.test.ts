import { expect, it } from 'vitest'
import { HttpError } from '../../lib/http-error'
import { createDecodeSlots } from './decode-slots'

/** Resolves after every promise reaction queued so far has run: the slots are pure promises, no clock. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

it('decodes two at once, lets four wait, and refuses the rest with 503 and Retry-After', async () => {
  const run = createDecodeSlots({ concurrency: 2, waiting: 4 })
  let running = 0
  let most = 0
  const gates: (() => void)[] = []
  const task = () =>
    new Promise<string>((resolve) => {
      running++
      most = Math.max(most, running)
      gates.push(() => {
        running--
        resolve('decoded')
      })
    })
  const outcomes = Array.from({ length: 8 }, () => run(task).catch((error: unknown) => error))
  await settled()
  expect(gates).toHaveLength(2)
  // Finish them one by one: each frees its slot for the next waiter, never for two.
  while (gates.length > 0) {
    gates.shift()!()
    await settled()
  }
  const results = await Promise.all(outcomes)
  expect(results.filter((r) => r === 'decoded')).toHaveLength(6)
  const refused = results.filter((r): r is HttpError => r instanceof HttpError)
  expect(refused.map((r) => [r.statusCode, r.headers])).toEqual([
    [503, { 'retry-after': '5' }],
    [503, { 'retry-after': '5' }],
  ])
  expect(most).toBe(2)
  // Free again afterwards.
  expect(await run(async () => 'later')).toBe('later')
})
