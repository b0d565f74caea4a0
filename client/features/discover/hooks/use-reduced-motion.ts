import { useSyncExternalStore } from 'react'

const query = () => window.matchMedia('(prefers-reduced-motion: reduce)')

/** True when the person asked the system for less motion: cards then leave without flying. */
export const useReducedMotion = () =>
  useSyncExternalStore(
    (listener) => {
      const media = query()
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    () => query().matches,
    () => false,
  )
