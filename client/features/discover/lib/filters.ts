import { WITHIN_KM, type WithinKm } from '@shared/locations'
import type { AVAILABILITY_FILTERS, CREATIVE_FIELDS } from '@shared/options'

export type CreativeField = (typeof CREATIVE_FIELDS)[number]
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number]
/** The Within choice as the select holds it: a radius in km as text, or any distance. */
export type WithinChoice = 'any' | `${WithinKm}`

export const WITHIN_CHOICES: readonly WithinChoice[] = ['any', ...WITHIN_KM.map((km) => `${km}` as const)]

/** The filters as the person edits them; applied to the query only on Enter or Apply (docs/product.md §2). */
export interface DiscoverFilters {
  location: string
  field: CreativeField
  /** Free text, used only when field is "other". */
  customField: string
  availability: AvailabilityFilter
  within: WithinChoice
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  location: '',
  field: 'all',
  customField: '',
  availability: 'any',
  within: 'any',
}

/**
 * Query parameters of docs/product.md §7: profession omitted for all/empty (free text for other), availability for
 * any; `within` is a radius in km, omitted for any distance.
 */
export function toDiscoverParams(filters: DiscoverFilters) {
  const profession = filters.field === 'other' ? filters.customField.trim() : filters.field
  return {
    location: filters.location.trim() || undefined,
    profession: profession && profession !== 'all' ? profession : undefined,
    availability: filters.availability === 'any' ? undefined : filters.availability,
    within: filters.within === 'any' ? undefined : Number(filters.within),
  }
}

export const hasActiveFilters = (filters: DiscoverFilters) =>
  Object.values(toDiscoverParams(filters)).some((value) => value !== undefined)
