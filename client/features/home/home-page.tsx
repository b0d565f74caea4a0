import { type ReactNode, useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { ProjectsPanel } from './components/projects-panel'
import { QuickTiles } from './components/quick-tiles'
import { StatCards } from './components/stat-cards'
import { TeamsPanel } from './components/teams-panel'

/** Home for a member (spec §2 Home dashboard). `actions` holds extra header buttons (the tour). */
export function HomePage({ actions }: { actions?: ReactNode }) {
  const { data: user, isPending } = useUser()
  useEffect(() => {
    document.title = 'Home | Bubbles'
  }, [])

  if (isPending) return <Spinner className="flex justify-center py-24" label="Loading..." />
  // The router shows Home to members only; this guards the type, not a real case.
  if (!user?.profile) return null
  const firstName = user.firstName.trim() || 'Creative'

  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Welcome back, {firstName}!</h1>
          <p className="mt-1 text-muted">Here's what's happening in your creative world.</p>
        </div>
        {actions}
      </header>
      <StatCards profile={user.profile} />
      <QuickTiles />
      <div className="grid gap-6 lg:grid-cols-2">
        <TeamsPanel />
        <ProjectsPanel />
      </div>
    </div>
  )
}
