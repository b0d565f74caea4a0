import { listedLocation } from '@shared/locations'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '@/features/auth'
import { cn } from '@/lib/cn'
import { DiscoverDeck } from './components/discover-deck'
import { DiscoverFilters } from './components/discover-filters'
import { PreviewBanner } from './components/preview-banner'
import { DEFAULT_FILTERS, hasActiveFilters } from './lib/filters'
import {
  DECK_BESIDE_MEMBER_COLUMN,
  DECK_BESIDE_VISITOR_COLUMN,
  SCREEN_BELOW_MEMBER_SHELL,
  SCREEN_BELOW_VISITOR_SHELL,
} from './lib/screen'

/**
 * /discover: members swipe real people; signed-out visitors get preview mode over demo profiles.
 *
 * The page is at least one screen tall (below the app's bars) and the deck takes what the header and
 * filters leave, so Like and Pass are on screen without scrolling on any phone or laptop.
 * On wide screens the title and filters form a column beside the deck, which then gets the full height.
 */
export function DiscoverPage() {
  const { t } = useTranslation(['discover', 'common'])
  const user = useUser()
  const [filters, setFilters] = useState(DEFAULT_FILTERS)
  const title = t('page.documentTitle')

  const preview = !user.data
  const viewerLocation = user.data?.profile?.location
  return (
    // Clip, not hide: flying cards may leave the page sideways without making it scroll.
    <div className="overflow-x-clip">
      <title>{title}</title>
      <div
        className={cn(
          'mx-auto grid max-w-[1100px] grid-rows-[auto_auto_minmax(0,1fr)] gap-3 px-4 pt-4 pb-2 sm:gap-4',
          'md:grid-cols-[280px_minmax(0,1fr)] md:grid-rows-[auto_auto_1fr] md:gap-x-8 md:py-6',
          preview ? SCREEN_BELOW_VISITOR_SHELL : SCREEN_BELOW_MEMBER_SHELL,
        )}
      >
        <header className="md:col-start-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted text-sm sm:mt-1 sm:text-base">{t('page.subtitle')}</p>
          {preview && <PreviewBanner />}
        </header>
        <div className="md:sticky md:top-20 md:col-start-1 md:self-start">
          <DiscoverFilters
            applied={filters}
            onApply={setFilters}
            within={preview ? 'hidden' : listedLocation(viewerLocation) ? 'enabled' : 'unlisted'}
          />
        </div>
        <DiscoverDeck
          // A new filter set is a new deck: fresh cards, index and history.
          key={JSON.stringify(filters)}
          className={cn(
            'md:col-start-2 md:row-span-3 md:row-start-1',
            preview ? DECK_BESIDE_VISITOR_COLUMN : DECK_BESIDE_MEMBER_COLUMN,
          )}
          filters={filters}
          preview={preview}
          viewerLocation={viewerLocation}
          clearFilters={hasActiveFilters(filters) ? () => setFilters(DEFAULT_FILTERS) : undefined}
        />
      </div>
    </div>
  )
}
