import { SlidersHorizontal } from 'lucide-react'
import { type FormEvent, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { usePreloadAfterFirstPaint } from '@/lib/use-after-first-paint'
import { useMediaQuery } from '@/lib/use-media-query'
import {
  DEFAULT_FILTERS,
  type DiscoverFilters as Filters,
  hasActiveFilters,
  toDiscoverParams,
} from '../lib/filters'
import { FilterFields } from './filter-fields-code'

/**
 * The filters are a draft until applied (Enter in a text field or the Apply button), so the deck does
 * not reload on every keystroke (docs/product.md §2). Collapsed on phones, open beside the deck on wide screens.
 * On phones the collapsed panel is a single slim row, so the deck below keeps the screen's height.
 *
 * `within`: 'hidden' for visitors (they have no location to measure from), 'unlisted' when the member's
 * own location was typed by hand (the server refuses a radius then: there is no centre).
 */
export function DiscoverFilters({
  applied,
  onApply,
  within,
}: {
  applied: Filters
  onApply: (filters: Filters) => void
  within: 'enabled' | 'unlisted' | 'hidden'
}) {
  const { t } = useTranslation('discover')
  const id = useId()
  usePreloadAfterFirstPaint(FilterFields.load)
  const [draft, setDraft] = useState(applied)
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  // Collapsed on a phone, the fields are not built at all: three Radix selects and their options were a
  // fifth of the phone's work before Discover's first card showed (Lighthouse TBT).
  const wide = useMediaQuery('(min-width: 768px)', true)
  const shown = open || wide
  // Applied from elsewhere (the empty deck's Clear filters): the draft follows.
  const [seen, setSeen] = useState(applied)
  if (seen !== applied) {
    setSeen(applied)
    setDraft(applied)
  }
  const edit = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }))
  const activeCount = Object.values(toDiscoverParams(applied)).filter((value) => value !== undefined).length
  const showClear = hasActiveFilters(applied) || hasActiveFilters(draft)

  // On a phone the open panel covers the deck: once applied it folds away so the new deck shows, and
  // focus goes to its button rather than dropping to the page with the hidden Apply.
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
    if (!wide && open) {
      setOpen(false)
      toggle.current?.focus()
    }
  }
  const clear = () => {
    setDraft(DEFAULT_FILTERS)
    onApply(DEFAULT_FILTERS)
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl md:border md:border-border/60 md:bg-surface md:p-4 md:shadow-sm md:dark:border-border md:dark:shadow-none',
        // Open on a phone it becomes a panel like the wide screens' one.
        open &&
          'max-md:border max-md:border-border/60 max-md:bg-surface max-md:p-4 max-md:dark:border-border',
      )}
    >
      <div className="flex min-w-0 items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex min-w-0 items-center gap-2 font-semibold">
          <SlidersHorizontal aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="truncate">{t('filters.title')}</span>
          {activeCount > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
              <span aria-hidden>{activeCount}</span>
              <span className="sr-only">{t('filters.active', { count: activeCount })}</span>
            </span>
          )}
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          {showClear && (
            <Button variant="ghost" size="sm" onClick={clear}>
              {t('filters.clear')}
            </Button>
          )}
          <Button
            ref={toggle}
            variant="outline"
            size="sm"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={`${id}-form`}
            aria-label={open ? t('filters.hideFilters') : t('filters.showFilters')}
            onClick={() => setOpen(!open)}
          >
            {open ? t('filters.hide') : t('filters.show')}
          </Button>
        </div>
      </div>
      <form
        id={`${id}-form`}
        onSubmit={apply}
        className={cn('mt-4 flex-col gap-4 md:flex', open ? 'flex' : 'hidden')}
      >
        {shown && (
          <Suspense fallback={<Spinner className="justify-center py-6" />}>
            <FilterFields.Page id={id} draft={draft} edit={edit} within={within} />
          </Suspense>
        )}
      </form>
    </section>
  )
}
