import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useTheme } from '@/lib/theme'
import { useToasterWanted } from '@/lib/toast'

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })))

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const theme = useTheme()
  const toasterWanted = useToasterWanted()
  const { t } = useTranslation('shell')
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time (spec §9); placed above the bottom bar on phones. */}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster
            visibleToasts={1}
            position="top-center"
            theme={theme}
            richColors
            offset={16}
            containerAriaLabel={t('toaster.label')}
            toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
          />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
