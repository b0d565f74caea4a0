import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useTheme } from '@/lib/theme'
import { useToasterWanted } from '@/lib/toast'

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })))

// Toasts rest just under the sticky top bar (h-16 and its 1 px border, client/features/shell), never on
// it: the bell and the brand stay visible and clickable while one shows. Phones too, where
// the toast spans the width and the bottom bar holds the thumb's controls.
const BELOW_TOP_BAR = { top: 'calc(4rem + 1px + 12px)', right: 16, bottom: 16, left: 16 }

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const theme = useTheme()
  const toasterWanted = useToasterWanted()
  const { t } = useTranslation('shell')
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time (docs/product.md §9), under the top bar. */}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster
            visibleToasts={1}
            position="top-center"
            theme={theme}
            richColors
            offset={BELOW_TOP_BAR}
            mobileOffset={BELOW_TOP_BAR}
            containerAriaLabel={t('toaster.label')}
            toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
          />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
