import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Toaster } from 'sonner'
import { confirmSession } from '@/features/auth/api/confirm-session'
import { createQueryClient } from '@/lib/query-client'
import { useTheme } from '@/lib/theme'

export function Providers({ children }: { children: ReactNode }) {
  // A 401 while signed in means the session ended elsewhere: the app falls back to signed out.
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: confirmSession }))
  const theme = useTheme()
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time (spec §9); placed above the bottom bar on phones. */}
      <Toaster visibleToasts={1} position="top-center" theme={theme} richColors offset={16} />
    </QueryClientProvider>
  )
}
