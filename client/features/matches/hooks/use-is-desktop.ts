import { useSyncExternalStore } from 'react'

// Tailwind's md breakpoint: from here the list and the conversation sit side by side.
const query = () => window.matchMedia('(min-width: 768px)')

/** True on wide screens; phones show the list or the conversation, one at a time. */
export const useIsDesktop = () =>
  useSyncExternalStore(
    (listener) => {
      const media = query()
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    () => query().matches,
    () => true,
  )
