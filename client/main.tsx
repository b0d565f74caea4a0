import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from './app/providers'
import { AppRouter } from './app/router'
import { Spinner } from './components/ui/spinner'
import './lib/i18n'
import { applyTheme, watchSystemTheme } from './lib/theme'
import './styles.css'

applyTheme()
watchSystemTheme()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Until the language's first catalogue arrives there are no words to show: a spinner alone. */}
    <Suspense fallback={<Spinner size="lg" className="flex min-h-dvh w-full justify-center" />}>
      <Providers>
        <AppRouter />
      </Providers>
    </Suspense>
  </StrictMode>,
)
