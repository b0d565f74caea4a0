import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { DiscoverCard } from '@shared/schemas/discover'
import { type Answer, api, readAnswer, withQuery } from '@/lib/api-client'
import { type DiscoverFilters, hasActiveFilters, toDiscoverParams } from '../lib/filters'

export interface DiscoverPage {
  cards: DiscoverCard[]
  nextCursor: string | null
}

declare global {
  interface Window {
    /** The default deck's first page, asked for by theme-init.js before the app's code arrived. */
    __bubblesFirstDeck?: Promise<Response>
  }
}

export const MEMBER_DECK = '/api/profiles/discover'

/** One page of cards; the next cursor travels in a response header. */
export async function fetchDiscoverPage(
  path: string,
  filters: DiscoverFilters,
  cursor: string | undefined,
): Promise<DiscoverPage> {
  const early =
    path === MEMBER_DECK && cursor === undefined && !hasActiveFilters(filters) ? takeEarlyDeck() : undefined
  const res = await early?.catch(() => undefined)
  const answer = res
    ? await readAnswer<DiscoverCard[]>(res)
    : await api.request<DiscoverCard[]>('GET', withQuery(path, { ...toDiscoverParams(filters), cursor }))
  return toPage(answer, cursor === undefined)
}

function toPage({ data: cards, headers }: Answer<DiscoverCard[]>, first: boolean): DiscoverPage {
  if (first) preloadPhoto(cards[0]?.user.profileImageUrl)
  return { cards, nextCursor: headers.get(NEXT_CURSOR_HEADER) }
}

/** The early response serves the first deck of this page load only: a later deck asks anew. */
function takeEarlyDeck() {
  const early = window.__bubblesFirstDeck
  window.__bubblesFirstDeck = undefined
  return early
}

let firstDeck: DiscoverPage | undefined

/**
 * Reads the early response before the app's first render (client/app/first-screen.ts), so the default
 * deck starts with its cards instead of a loading state. A failed one is left to the deck's own request.
 */
export async function prepareFirstDeck() {
  const early = takeEarlyDeck()
  const res = await early?.catch(() => undefined)
  if (res?.ok) firstDeck = toPage(await readAnswer<DiscoverCard[]>(res), true)
}

/** The prepared first page: the default deck's initial data on the visit's first screen. */
export function firstDeckData(filters: DiscoverFilters) {
  if (hasActiveFilters(filters) || !firstDeck) return undefined
  return { pages: [firstDeck], pageParams: [undefined] }
}

/**
 * Once the deck that showed it is gone, the prepared page is spent: a later deck asks anew. Not sooner:
 * the deck's query (kept 0 ms without an observer) can be dropped while React renders the first screen in
 * slices, and is then built again from this page.
 */
export function forgetFirstDeck() {
  firstDeck = undefined
}

/**
 * The first card's photo is what a person opening Discover waits for: its download starts with the data,
 * not after the deck has rendered (Lighthouse LCP). The card's <img> then finds it cached.
 */
function preloadPhoto(url: string | null | undefined) {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
