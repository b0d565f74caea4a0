// One place for how amounts and ratings read (design language: "R 450/hour" style amounts).

// en-ZA groups thousands with a space ("1 200"), as rand amounts are written in South Africa.
const rand = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 0 })

/** 450 -> "R 450", 1200 -> "R 1 200". */
export const formatRand = (amount: number) => `R ${rand.format(amount)}`

/** 450 -> "R 450/hour". */
export const formatHourlyRate = (amount: number) => `${formatRand(amount)}/hour`

/** Ratings show one decimal; a missing rating reads as the default 5.0 (spec §2). */
export const formatRating = (rating?: number | null) => (rating ?? 5).toFixed(1)
