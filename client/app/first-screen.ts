import type { QueryClient } from '@tanstack/react-query'
import { userQuery } from '@/features/auth/api/get-user'
import { prepareFirstDeck } from '@/features/discover/api/fetch-discover-page'
import { FilterFields } from '@/features/discover/components/filter-fields-code'
import { matchesQuery } from '@/features/matches/api/get-matches'
import { loadChatCode } from '@/features/matches/components/chat-panels'
import { loadPreferences } from '@/features/settings/hooks/use-preference-sync'
import { teamsQuery } from '@/features/teams/api/get-teams'
import { i18n } from '@/lib/i18n'
import { lazyPage } from '@/lib/lazy-page'
import { getPreferences } from '@/lib/preferences'
import { MEMBER_FIRST_SCREEN_WORDS } from './first-screen-words'

// Every page is its own chunk, so the landing page loads only what it shows. The router renders them
// lazily; this table is also how the first screen fetches its own page ahead of the first render.
export const pages = {
  landing: lazyPage(() => import('./routes/landing')),
  home: lazyPage(() => import('./routes/home')),
  discover: lazyPage(() => import('./routes/discover')),
  matches: lazyPage(() => import('./routes/matches')),
  teams: lazyPage(() => import('./routes/teams')),
  portfolio: lazyPage(() => import('./routes/portfolio')),
  profile: lazyPage(() => import('./routes/profile')),
  settings: lazyPage(() => import('./routes/settings')),
  person: lazyPage(() => import('./routes/person')),
  project: lazyPage(() => import('./routes/project')),
  demo: lazyPage(() => import('./routes/demo')),
}

interface FirstPage {
  load: () => Promise<unknown>
  namespaces: string[]
  /** The page's own data, for a signed-in member. */
  data?: (queryClient: QueryClient) => Promise<unknown>
}

/** Paths whose page is the same for every audience, so its code can be fetched before "who is asking". */
const FIRST_PAGE: Record<string, FirstPage> = {
  '/discover': {
    // A wide screen shows the filters beside the deck at once.
    load: () =>
      Promise.all([
        pages.discover.load(),
        matchMedia('(min-width: 768px)').matches ? FilterFields.load() : undefined,
      ]),
    namespaces: MEMBER_FIRST_SCREEN_WORDS.discover,
    data: () => prepareFirstDeck(),
  },
  '/matches': {
    load: pages.matches.load,
    namespaces: MEMBER_FIRST_SCREEN_WORDS.matches,
    data: (queryClient) =>
      Promise.all([
        queryClient.prefetchQuery(matchesQuery),
        queryClient.prefetchQuery(teamsQuery),
        // A wide screen, or an address naming a chat, opens a chat at once.
        matchMedia('(min-width: 768px)').matches || /[?&](match|team)=/.test(location.search)
          ? loadChatCode()
          : undefined,
      ]),
  },
  '/teams': { load: pages.teams.load, namespaces: ['teams'] },
  '/portfolio': { load: pages.portfolio.load, namespaces: ['portfolio'] },
  '/profile': { load: pages.profile.load, namespaces: ['profile'] },
  '/settings': { load: pages.settings.load, namespaces: ['settings'] },
  '/demo': { load: pages.demo.load, namespaces: ['demo'] },
}
const HOME: Record<'visitor' | 'member', FirstPage> = {
  visitor: { load: pages.landing.load, namespaces: ['landing'] },
  member: { load: pages.home.load, namespaces: ['home'] },
}

const i18nReady = () =>
  i18n.isInitialized ? Promise.resolve() : new Promise((ready) => i18n.on('initialized', ready))

// A first screen that waits longer than this renders anyway, with the pages' own loading states.
const PATIENCE_MS = 5000

/**
 * Fetches, all at once, what the screen a visit opens on shows: who is signed in, the page's code, its
 * words, its data, and the member's language, time zone and distance unit. React then renders that
 * screen once, complete, instead of once per arrival (spinner, shell, page, cards, a language switch): on
 * a slow phone each of those renders was a long task blocking input, and the top card appeared seconds
 * after its photo had arrived (Lighthouse TBT and LCP).
 * Nothing here is required: whatever fails or is late, the page asks for it again as before.
 */
export async function prepareFirstScreen(queryClient: QueryClient): Promise<void> {
  const path = window.location.pathname
  const known = FIRST_PAGE[path]
  const early = known ? [known.load(), i18n.loadNamespaces(known.namespaces)] : []
  const user = queryClient.fetchQuery(userQuery).catch(() => null)
  const rest = user.then(async (signedIn) => {
    const member = Boolean(signedIn?.profile)
    const page = known ?? (path === '/' ? HOME[member ? 'member' : 'visitor'] : undefined)
    await Promise.allSettled([
      page && !known ? page.load() : undefined,
      member && page?.data ? page.data(queryClient) : undefined,
      member ? loadPreferences(queryClient) : undefined,
    ])
    // In the language the person reads, which their saved preferences may just have changed.
    const { language } = getPreferences()
    if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language)
    if (page) await i18n.loadNamespaces(page.namespaces)
  })
  const everything = Promise.allSettled([...early, i18nReady(), rest])
  await Promise.race([everything, new Promise((timeUp) => setTimeout(timeUp, PATIENCE_MS))])
}
