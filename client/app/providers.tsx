import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmSession } from '@/features/auth/api/confirm-session'
import { createQueryClient } from '@/lib/query-client'
import { useTheme } from '@/lib/theme'
import { useToasterWanted } from '@/lib/toast'

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })))

export function Providers({ children }: { children: ReactNode }) {
  // A 401 while signed in means the session ended elsewhere: the app falls back to signed out.
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: confirmSession }))
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
