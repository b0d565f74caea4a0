import { useMediaQuery } from '@/lib/use-media-query'

/**
 * True on wide screens (Tailwind's md breakpoint): the list and the conversation sit side by side there;
 * phones show one at a time.
 */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)', true)
