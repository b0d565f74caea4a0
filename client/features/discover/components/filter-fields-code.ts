import { lazyPage } from '@/lib/lazy-page'

/**
 * Discover's filter fields (three Radix selects, with Radix's shared code) are their own chunk: fetched
 * with the page on a wide screen, where they show at once (client/app/first-screen.ts), and right after
 * the first paint on a phone, where they show when the panel is opened (LCP).
 */
export const FilterFields = lazyPage(() => import('./discover-filter-fields'))
