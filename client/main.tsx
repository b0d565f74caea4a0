import { StrictMode, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from './app/providers'
import { AppRouter } from './app/router'
import { Spinner } from './components/ui/spinner'
import './lib/i18n'
import { applyTheme, watchSystemTheme } from './lib/theme'
import './styles.css'

applyTheme()
watchSystemTheme()

// A transition, so React renders the first screen in slices of a few milliseconds and a slow phone's
// main thread stays free for input in between (one long task otherwise: issue 12, Lighthouse TBT).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* Until the language's first catalogue arrives there are no words to show: a spinner alone. */}
      <Suspense fallback={<Spinner size="lg" className="flex min-h-dvh w-full justify-center" />}>
        <Providers>
          <AppRouter />
        </Providers>
      </Suspense>
    </StrictMode>,
  ),
)
