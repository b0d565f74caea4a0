import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// docs/product.md §8's retry rule, on the app's real QueryClient: only a network failure ("Failed to fetch") is
// tried again, reads twice and writes once, after 1 s, then 2 s (doubling, at most 30 s). Fake timers
// stand in for the waits, so the test reads each attempt's time without waiting for it.
vi.stubGlobal('navigator', { languages: ['en'] })
vi.stubGlobal('document', { documentElement: { lang: '' } })
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} })

const { createQueryClient } = await import('./query-client')
const { ApiError } = await import('./api-client')

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A request function that fails every time with `error`, noting when each attempt started. */
function failingWith(error: Error) {
  const attempts: number[] = []
  const start = Date.now()
  const fn = async () => {
    attempts.push(Date.now() - start)
    throw error
  }
  return { fn, attempts }
}

/** Runs `run` to its rejection, letting the fake clock move on past every back-off. */
async function settle(run: Promise<unknown>) {
  const outcome = run.then(
    () => 'resolved',
    (error: unknown) => error,
  )
  await vi.advanceTimersByTimeAsync(120_000)
  return outcome
}

const networkFailure = () => new TypeError('Failed to fetch')

/** A read with the client's default options, as a screen's query runs it (fetchQuery never retries). */
function read(client: QueryClient, key: unknown, queryFn: () => Promise<unknown>) {
  const options = client.defaultQueryOptions({ queryKey: ['read', key], queryFn })
  return client.getQueryCache().build(client, options).fetch()
}

describe('retries (docs/product.md §8)', () => {
  it('tries a read that could not reach the server twice more, after 1 s and then 2 s', async () => {
    const client = createQueryClient()
    const { fn, attempts } = failingWith(networkFailure())
    const error = await settle(read(client, 'network', fn))
    expect(error).toBeInstanceOf(TypeError)
    expect(attempts).toEqual([0, 1000, 3000])
  })

  it('tries a write that could not reach the server once more, after 1 s', async () => {
    const client = createQueryClient()
    const { fn, attempts } = failingWith(networkFailure())
    const observer = new MutationObserver(client, { mutationFn: fn })
    await settle(observer.mutate())
    expect(attempts).toEqual([0, 1000])
  })

  it('never retries an answer of the server, a 500 or a 401', async () => {
    const unauthorized = vi.fn()
    const client = createQueryClient({ onUnauthorized: unauthorized })
    for (const [status, statusText] of [
      [500, 'Internal Server Error'],
      [401, 'Unauthorized'],
    ] as const) {
      const reading = failingWith(new ApiError(status, '', statusText))
      await settle(read(client, status, reading.fn))
      expect(reading.attempts).toEqual([0])
      const write = failingWith(new ApiError(status, '', statusText))
      await settle(new MutationObserver(client, { mutationFn: write.fn }).mutate())
      expect(write.attempts).toEqual([0])
    }
    // Each 401 (the read's and the write's) is heard, so the app can end the session.
    expect(unauthorized).toHaveBeenCalledTimes(2)
  })

  it('grows the wait by doubling and caps it at 30 s', () => {
    const delay = createQueryClient().getDefaultOptions().queries?.retryDelay as (n: number) => number
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => delay(n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })
})

describe('error text (docs/product.md §8)', () => {
  it('reads "<status>: <body>", or the status text when the body is empty', () => {
    expect(new ApiError(404, 'Team not found', 'Not Found').message).toBe('404: Team not found')
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway')
    // A JSON refusal keeps its body whole in the message; its words are read from it separately.
    const refusal = new ApiError(409, '{"message":"Already joined"}', 'Conflict')
    expect(refusal.message).toBe('409: {"message":"Already joined"}')
    expect(refusal.englishMessage).toBe('Already joined')
  })
})
