import { AVAILABILITY_FILTERS, CREATIVE_FIELDS } from '@shared/options'
import { SlidersHorizontal } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { cn } from '@/lib/cn'
import {
  AVAILABILITY_LABELS,
  type AvailabilityFilter,
  CREATIVE_FIELD_LABELS,
  type CreativeField,
  DEFAULT_FILTERS,
  type DiscoverFilters as Filters,
  hasActiveFilters,
  toDiscoverParams,
} from '../lib/filters'

/**
 * The filters are a draft until applied (Enter in a text field or the Apply button), so the deck does
 * not reload on every keystroke (spec §2). Collapsed on phones, open beside the deck on wide screens.
 */
export function DiscoverFilters({
  applied,
  onApply,
}: {
  applied: Filters
  onApply: (filters: Filters) => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(applied)
  const [open, setOpen] = useState(false)
  // Applied from elsewhere (the empty deck's Clear filters): the draft follows.
  const [seen, setSeen] = useState(applied)
  if (seen !== applied) {
    setSeen(applied)
    setDraft(applied)
  }
  const edit = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }))
  const activeCount = Object.values(toDiscoverParams(applied)).filter(Boolean).length
  const showClear = hasActiveFilters(applied) || hasActiveFilters(draft)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  const clear = () => {
    setDraft(DEFAULT_FILTERS)
    onApply(DEFAULT_FILTERS)
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border/60 bg-surface p-4 shadow-sm dark:border-border dark:shadow-none"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <SlidersHorizontal aria-hidden className="size-4 text-primary" /> Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </h2>
        <div className="flex items-center gap-1">
          {showClear && (
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={`${id}-form`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'}
            <span className="sr-only"> filters</span>
          </Button>
        </div>
      </div>
      <form
        id={`${id}-form`}
        onSubmit={apply}
        className={cn('mt-4 flex-col gap-4 md:flex', open ? 'flex' : 'hidden')}
      >
        <Field label="Location" htmlFor={`${id}-location`}>
          <Input
            id={`${id}-location`}
            type="search"
            enterKeyHint="search"
            placeholder="e.g. Cape Town"
            value={draft.location}
            onChange={(event) => edit({ location: event.target.value })}
          />
        </Field>
        <OptionSelect
          id={`${id}-field`}
          label="Creative field"
          value={draft.field}
          options={CREATIVE_FIELDS}
          labels={CREATIVE_FIELD_LABELS}
          onChange={(field: CreativeField) => edit({ field })}
        />
        {draft.field === 'other' && (
          <Field label="Which field?" htmlFor={`${id}-custom`}>
            <Input
              id={`${id}-custom`}
              enterKeyHint="search"
              placeholder="e.g. Ceramicist"
              value={draft.customField}
              onChange={(event) => edit({ customField: event.target.value })}
            />
          </Field>
        )}
        <OptionSelect
          id={`${id}-availability`}
          label="Availability"
          value={draft.availability}
          options={AVAILABILITY_FILTERS}
          labels={AVAILABILITY_LABELS}
          onChange={(availability: AvailabilityFilter) => edit({ availability })}
        />
        <Button type="submit">Apply</Button>
      </form>
    </section>
  )
}
