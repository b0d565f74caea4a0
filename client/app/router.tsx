import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Route, Switch } from 'wouter'
import { AfterFirstPaint } from '@/components/after-first-paint'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { AppShell } from '@/features/shell/components/app-shell'
import { LoadingScreen } from '@/features/shell/components/loading-screen'
import { PageErrorBoundary } from '@/features/shell/components/page-error-boundary'
import type { Audience } from '@/lib/audience'
import { pages } from './first-screen'
import { Installability } from './installability'

const LandingPage = pages.landing.Page
const HomePage = pages.home.Page
const DiscoverPage = pages.discover.Page
const MatchesPage = pages.matches.Page
const TeamsPage = pages.teams.Page
const PortfolioPage = pages.portfolio.Page
const ProfilePage = pages.profile.Page
const SettingsPage = pages.settings.Page
const PersonPage = pages.person.Page
const ProjectPage = pages.project.Page
const AdminPage = lazy(() => import('./routes/admin'))
const DemoPage = pages.demo.Page
const OnboardingPage = lazy(() => import('./routes/onboarding'))
const PhotoStepPage = lazy(() => import('./routes/photo-step'))
const DevLoginPage = lazy(() => import('./routes/dev-login'))
const SignInPage = lazy(() => import('./routes/sign-in'))
// Opened from mailed links (docs/decisions/025), so they exist whoever is signed in on this browser.
const VerifyEmailPage = lazy(() => import('./routes/verify-email'))
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'))
const ResetPasswordPage = lazy(() => import('./routes/reset-password'))
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy'))
const TermsOfServicePage = lazy(() => import('./routes/terms-of-service'))
const NotFoundPage = lazy(() => import('./routes/not-found'))
const SearchPage = lazy(() => import('./routes/search'))

const LiveUpdates = lazy(() => import('./live-updates'))
const CallLayer = lazy(() => import('./call-layer'))

/** The route switch of docs/product.md §2: which pages exist depends on who is looking. */
export function AppRouter() {
  const { data: user, isPending, isError, refetch } = useUser()
  const { t } = useTranslation('common')

  if (isPending) return <LoadingScreen />
  if (isError) return <LoadingScreen failed onRetry={() => refetch()} />

  const audience: Audience = !user ? 'visitor' : user.profile ? 'member' : 'onboarding'

  return (
    <AppShell audience={audience}>
      {user && audience === 'member' && (
        // Their own boundary: the page never waits for the live connection's code. One boundary for both, so
        // they mount in one commit: the call layer listens for rings before LiveUpdates opens the connection.
        <AfterFirstPaint fallback={null}>
          <LiveUpdates userId={user.id} />
          {/* Calls ring on every page; the call goes on while the member moves from page to page. */}
          <CallLayer userId={user.id} />
        </AfterFirstPaint>
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
              {/* Shared links: a public project opens; a person's page asks to sign in. */}
              <Route path="/portfolio/:projectId" component={ProjectPage} />
              <Route path="/people/:userId" component={PersonPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/search" component={SearchPage} />
              <Route path="/dev-login" component={DevLoginPage} />
              <Route path="/sign-in" component={SignInPage} />
              <Route path="/verify-email" component={VerifyEmailPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route path="/reset-password" component={ResetPasswordPage} />
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-of-service" component={TermsOfServicePage} />
              <Route component={NotFoundPage} />
            </Switch>
          )}
          {audience === 'onboarding' && (
            <Switch>
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-of-service" component={TermsOfServicePage} />
              <Route path="/verify-email" component={VerifyEmailPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route path="/reset-password" component={ResetPasswordPage} />
              {/* A moderator works the reports without a creative profile. */}
              {user?.isAdmin && <Route path="/admin" component={AdminPage} />}
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
              <Route path="/portfolio/:projectId" component={ProjectPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/settings" component={SettingsPage} />
              <Route path="/people/:userId" component={PersonPage} />
              <Route path="/search" component={SearchPage} />
              <Route path="/welcome/photo" component={PhotoStepPage} />
              {/* Moderators only: for everyone else the page does not exist (the 404 below). */}
              {user?.isAdmin && <Route path="/admin" component={AdminPage} />}
              <Route path="/verify-email" component={VerifyEmailPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route path="/reset-password" component={ResetPasswordPage} />
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-of-service" component={TermsOfServicePage} />
              <Route component={NotFoundPage} />
            </Switch>
          )}
          <Installability />
        </Suspense>
      </PageErrorBoundary>
    </AppShell>
  )
}
