import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Route, Switch } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { AppShell } from '@/features/shell/components/app-shell'
import { LoadingScreen } from '@/features/shell/components/loading-screen'
import { PageErrorBoundary } from '@/features/shell/components/page-error-boundary'
import { i18n } from '@/lib/i18n'

// Every page is its own chunk, so the landing page loads only what it shows.
const pages = {
  landing: () => import('./routes/landing'),
  home: () => import('./routes/home'),
  discover: () => import('./routes/discover'),
  matches: () => import('./routes/matches'),
  teams: () => import('./routes/teams'),
  portfolio: () => import('./routes/portfolio'),
  profile: () => import('./routes/profile'),
  settings: () => import('./routes/settings'),
  person: () => import('./routes/person'),
  demo: () => import('./routes/demo'),
}
const LandingPage = lazy(pages.landing)
const HomePage = lazy(pages.home)
const DiscoverPage = lazy(pages.discover)
const MatchesPage = lazy(pages.matches)
const TeamsPage = lazy(pages.teams)
const PortfolioPage = lazy(pages.portfolio)
const ProfilePage = lazy(pages.profile)
const SettingsPage = lazy(pages.settings)
const PersonPage = lazy(pages.person)
const AdminPage = lazy(() => import('./routes/admin'))
const DemoPage = lazy(pages.demo)
const OnboardingPage = lazy(() => import('./routes/onboarding'))
const DevLoginPage = lazy(() => import('./routes/dev-login'))
const SignInPage = lazy(() => import('./routes/sign-in'))
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy'))
const TermsOfServicePage = lazy(() => import('./routes/terms-of-service'))
const NotFoundPage = lazy(() => import('./routes/not-found'))

/**
 * The page a visit opens on, its code and its words, fetched at start-up alongside "who is signed in"
 * rather than after it: on a slow phone network that saves a round trip or two before the first screen
 * (issue 12: Lighthouse mobile). Only paths whose page is the same for every audience.
 */
const FIRST_PAGE: Record<string, [() => Promise<unknown>, string[]]> = {
  '/discover': [pages.discover, ['discover']],
  '/matches': [pages.matches, ['matches', 'chat']],
  '/teams': [pages.teams, ['teams']],
  '/portfolio': [pages.portfolio, ['portfolio']],
  '/profile': [pages.profile, ['profile']],
  '/settings': [pages.settings, ['settings']],
  '/demo': [pages.demo, ['demo']],
}
const firstPage = FIRST_PAGE[window.location.pathname]
if (firstPage) {
  void firstPage[0]()
  void i18n.loadNamespaces(firstPage[1])
}
const LiveUpdates = lazy(() => import('./live-updates'))
const CallLayer = lazy(() => import('./call-layer'))

/** The route switch of spec §2: which pages exist depends on who is looking. */
export function AppRouter() {
  const { data: user, isPending, isError, refetch } = useUser()
  const { t } = useTranslation('common')

  if (isPending) return <LoadingScreen />
  if (isError) return <LoadingScreen failed onRetry={() => refetch()} />

  const audience = !user ? 'visitor' : user.profile ? 'member' : 'onboarding'

  return (
    <AppShell audience={audience}>
      {user && audience === 'member' && (
        // Its own boundary: the page never waits for the live connection's code.
        <Suspense fallback={null}>
          <LiveUpdates userId={user.id} />
        </Suspense>
      )}
      {user && audience === 'member' && (
        // Calls ring on every page; the call goes on while the member moves from page to page.
        <Suspense fallback={null}>
          <CallLayer userId={user.id} />
        </Suspense>
      )}
      <PageErrorBoundary>
        <Suspense fallback={<Spinner className="py-24" label={t('status.loading')} />}>
          {audience === 'visitor' && (
            <Switch>
              <Route path="/" component={LandingPage} />
              <Route path="/demo" component={DemoPage} />
              <Route path="/discover" component={DiscoverPage} />
              <Route path="/teams" component={TeamsPage} />
              <Route path="/portfolio" component={PortfolioPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/dev-login" component={DevLoginPage} />
              <Route path="/sign-in" component={SignInPage} />
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-of-service" component={TermsOfServicePage} />
              <Route component={NotFoundPage} />
            </Switch>
          )}
          {audience === 'onboarding' && (
            <Switch>
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-of-service" component={TermsOfServicePage} />
              <Route component={OnboardingPage} />
            </Switch>
          )}
          {audience === 'member' && (
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/discover" component={DiscoverPage} />
              <Route path="/matches" component={MatchesPage} />
              <Route path="/teams" component={TeamsPage} />
              <Route path="/portfolio" component={PortfolioPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/settings" component={SettingsPage} />
              <Route path="/people/:userId" component={PersonPage} />
              {/* Moderators only: for everyone else the page does not exist (the 404 below). */}
              {user?.isAdmin && <Route path="/admin" component={AdminPage} />}
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-of-service" component={TermsOfServicePage} />
              <Route component={NotFoundPage} />
            </Switch>
          )}
        </Suspense>
      </PageErrorBoundary>
    </AppShell>
  )
}

export type Audience = 'visitor' | 'onboarding' | 'member'
