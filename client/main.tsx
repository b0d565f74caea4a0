import { StrictMode, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { prepareFirstScreen } from './app/first-screen'
import { Providers } from './app/providers'
import { AppRouter } from './app/router'
import { Spinner } from './components/ui/spinner'
import { confirmSession } from './features/auth/api/confirm-session'
import './lib/i18n'
import { createQueryClient } from './lib/query-client'
import { applyTheme, watchSystemTheme } from './lib/theme'
import './styles.css'

applyTheme()
watchSystemTheme()

// A 401 while signed in means the session ended elsewhere: the app falls back to signed out.
const queryClient = createQueryClient({ onUnauthorized: confirmSession })

// Until the first screen is ready, the brand painted by index.html stays. Then one render, as a transition:
// React renders it in slices and a tap during it is never kept waiting (Lighthouse TBT).
void prepareFirstScreen(queryClient).then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        {/* Until the language's first catalogue arrives there are no words to show: a spinner alone. */}
        <Suspense fallback={<Spinner size="lg" className="flex min-h-dvh w-full justify-center" />}>
          <Providers queryClient={queryClient}>
            <AppRouter />
          </Providers>
        </Suspense>
      </StrictMode>,
    ),
  ),
)
