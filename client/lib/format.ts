// One place for how amounts and ratings read (design language: "R 450/hour" style amounts).

// en-ZA groups thousands with a space ("1 200"), as rand amounts are written in South Africa.
const rand = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 0 })

/** 450 -> "R 450", 1200 -> "R 1 200". */
export const formatRand = (amount: number) => `R ${rand.format(amount)}`

/** 450 -> "R 450/hour". */
export const formatHourlyRate = (amount: number) => `${formatRand(amount)}/hour`

/** Ratings show one decimal; a missing rating reads as the default 5.0 (spec §2). */
export const formatRating = (rating?: number | null) => (rating ?? 5).toFixed(1)

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const dayMonth = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short' })
const dayMonthYear = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * How long ago something happened, as a notification list reads it: "just now", "5 min ago", "2 h ago",
 * "yesterday", then the date ("12 Mar", with the year once it is not this year's).
 */
export function formatRelativeTime(iso: string, now: Date = new Date()) {
  const then = new Date(iso)
  // A clock a little ahead of ours must not read as "in the future".
  const elapsed = Math.max(0, now.getTime() - then.getTime())
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (then.toDateString() === yesterday.toDateString()) return 'yesterday'
  return (then.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear).format(then)
}
