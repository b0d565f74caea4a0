import { describe, expect, it } from 'vitest'
import { PRIOR_RATING, trustSignal } from './trust-signal'

const asStars = (signal: number) => signal * 4 + 1

describe('rating as a trust signal', () => {
  it('is the prior with no reviews, whatever the default rating shows', () => {
    expect(asStars(trustSignal(5, 0))).toBe(PRIOR_RATING)
  })

  it('moves little with a few reviews and toward the mean with many', () => {
    expect(asStars(trustSignal(5, 1))).toBeCloseTo(4.17, 2)
    expect(trustSignal(4.8, 20)).toBeGreaterThan(trustSignal(5, 1))
    expect(asStars(trustSignal(4.8, 200))).toBeCloseTo(4.78, 2)
  })
})
