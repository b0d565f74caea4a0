import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Route, Switch } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { AppShell } from '@/features/shell/components/app-shell'
import { LoadingScreen } from '@/features/shell/components/loading-screen'
import { PageErrorBoundary } from '@/features/shell/components/page-error-boundary'

// Every page is its own chunk, so the landing page loads only what it shows.
const LandingPage = lazy(() => import('./routes/landing'))
const HomePage = lazy(() => import('./routes/home'))
const DiscoverPage = lazy(() => import('./routes/discover'))
const MatchesPage = lazy(() => import('./routes/matches'))
const TeamsPage = lazy(() => import('./routes/teams'))
const PortfolioPage = lazy(() => import('./routes/portfolio'))
const ProfilePage = lazy(() => import('./routes/profile'))
const SettingsPage = lazy(() => import('./routes/settings'))
const PersonPage = lazy(() => import('./routes/person'))
const AdminPage = lazy(() => import('./routes/admin'))
const DemoPage = lazy(() => import('./routes/demo'))
const OnboardingPage = lazy(() => import('./routes/onboarding'))
const DevLoginPage = lazy(() => import('./routes/dev-login'))
const SignInPage = lazy(() => import('./routes/sign-in'))
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy'))
const TermsOfServicePage = lazy(() => import('./routes/terms-of-service'))
const NotFoundPage = lazy(() => import('./routes/not-found'))
const LiveUpdates = lazy(() => import('./live-updates'))

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
