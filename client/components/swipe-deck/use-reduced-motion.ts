import { useMediaQuery } from '@/lib/use-media-query'

/** True when the person asked the system for less motion: cards then leave without flying. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', false)
