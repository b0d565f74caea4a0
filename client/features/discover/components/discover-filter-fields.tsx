import { AVAILABILITY_FILTERS, CREATIVE_FIELDS } from '@shared/options'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { useFormat } from '@/lib/format'
import {
  type AvailabilityFilter,
  type CreativeField,
  type DiscoverFilters as Filters,
  WITHIN_CHOICES,
  type WithinChoice,
} from '../lib/filters'

/** Discover's filter fields and Apply button: the draft DiscoverFilters edits (its own chunk, see there). */
export default function DiscoverFilterFields({
  id,
  draft,
  edit,
  within,
}: {
  id: string
  draft: Filters
  edit: (patch: Partial<Filters>) => void
  within: 'enabled' | 'unlisted' | 'hidden'
}) {
  const { t } = useTranslation('discover')
  const f = useFormat()
  const withinLabel = (choice: WithinChoice) =>
    choice === 'any' ? t('filters.withinAny') : f.radius(Number(choice))

  return (
    <>
      <Field label={t('filters.location')} htmlFor={`${id}-location`}>
        <Input
          id={`${id}-location`}
          type="search"
          enterKeyHint="search"
          placeholder={t('filters.locationPlaceholder')}
          value={draft.location}
          onChange={(event) => edit({ location: event.target.value })}
        />
      </Field>
      <OptionSelect
        id={`${id}-field`}
        label={t('filters.field')}
        value={draft.field}
        options={CREATIVE_FIELDS}
        labels={(field) => t(`filters.fields.${field}`)}
        onChange={(field: CreativeField) => edit({ field })}
      />
      {draft.field === 'other' && (
        <Field label={t('filters.customField')} htmlFor={`${id}-custom`}>
          <Input
            id={`${id}-custom`}
            enterKeyHint="search"
            placeholder={t('filters.customFieldPlaceholder')}
            value={draft.customField}
            onChange={(event) => edit({ customField: event.target.value })}
          />
        </Field>
      )}
      <OptionSelect
        id={`${id}-availability`}
        label={t('filters.availability')}
        value={draft.availability}
        options={AVAILABILITY_FILTERS}
        labels={(availability) => t(`filters.availabilities.${availability}`)}
        onChange={(availability: AvailabilityFilter) => edit({ availability })}
      />
      {within !== 'hidden' && (
        <OptionSelect
          id={`${id}-within`}
          label={t('filters.within')}
          // A radius chosen before the member's location became unlisted is no longer sendable.
          value={within === 'unlisted' ? 'any' : draft.within}
          options={WITHIN_CHOICES}
          labels={withinLabel}
          disabled={within === 'unlisted'}
          hint={within === 'unlisted' ? t('filters.withinUnlisted') : undefined}
          onChange={(choice: WithinChoice) => edit({ within: choice })}
        />
      )}
      <Button type="submit">{t('filters.apply')}</Button>
    </>
  )
}
