import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, kept current as it changes. `serverValue` is the answer before the
 * browser can be asked (the first render of a static build).
 */
export const useMediaQuery = (query: string, serverValue: boolean) =>
  useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
