import { useEffect, useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { DiscoverDeck } from './components/discover-deck'
import { DiscoverFilters } from './components/discover-filters'
import { PreviewBanner } from './components/preview-banner'
import { DEFAULT_FILTERS, hasActiveFilters } from './lib/filters'

/** /discover: members swipe real people; signed-out visitors get preview mode over demo profiles. */
export function DiscoverPage() {
  const user = useUser()
  const [filters, setFilters] = useState(DEFAULT_FILTERS)
  useEffect(() => {
    document.title = 'Discover | Bubbles'
  }, [])

  if (user.isPending) return <Spinner className="flex justify-center py-24" label="Loading..." />
  const preview = !user.data
  return (
    // Clip, not hide: flying cards may leave the page sideways without making it scroll.
    <div className="overflow-x-clip">
      <div className="mx-auto max-w-[1100px] px-4 py-6">
        <header>
          <h1 className="font-bold text-3xl tracking-tight">Discover</h1>
          <p className="mt-1 text-muted">Find creative professionals who share your vision.</p>
        </header>
        {preview && <PreviewBanner />}
        <div className="mt-6 grid gap-6 md:grid-cols-[280px_1fr] md:items-start">
          <div className="md:sticky md:top-20">
            <DiscoverFilters applied={filters} onApply={setFilters} />
          </div>
          <DiscoverDeck
            // A new filter set is a new deck: fresh cards, index and history.
            key={JSON.stringify(filters)}
            filters={filters}
            preview={preview}
            clearFilters={hasActiveFilters(filters) ? () => setFilters(DEFAULT_FILTERS) : undefined}
          />
        </div>
      </div>
    </div>
  )
}
