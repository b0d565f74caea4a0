import { describe, expect, it } from 'vitest'
import { BUDGETS } from './limits'
import { recoveryRetryDelay, retryDelay } from './socket-events'

// An open chat shows every message within 5 s of the server's return (docs/engineering.md §4, the chaos rows). The
// client cannot know when that is: a join or catch-up that failed just before it waits out one whole delay,
// then the join and the catch-up themselves take a few hundred milliseconds.
describe('the retries of an open chat after a failure', () => {
  const delays = Array.from({ length: 30 }, (_, attempt) => recoveryRetryDelay(attempt))

  it('start as docs/product.md §9 says and never wait so long that the chat is late after the server is back', () => {
    expect(delays.slice(0, 2)).toEqual([retryDelay(0), retryDelay(1)])
    // Joined and caught up within the remaining ~2 s, even on a busy machine.
    expect(Math.max(...delays)).toBeLessThanOrEqual(3000)
  })

  it("fit a person's room-join budget through a long outage, with a few chats open at once", () => {
    const perRoomPerMinute = Math.ceil(60_000 / Math.min(...delays.slice(5)))
    expect(perRoomPerMinute * 4).toBeLessThanOrEqual(BUDGETS.roomJoins.max)
  })
})
