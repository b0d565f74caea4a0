import type { AVAILABILITY_FILTERS, CREATIVE_FIELDS } from '@shared/options'

export type CreativeField = (typeof CREATIVE_FIELDS)[number]
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number]

/** The filters as the person edits them; applied to the query only on Enter or Apply (spec §2). */
export interface DiscoverFilters {
  location: string
  field: CreativeField
  /** Free text, used only when field is "other". */
  customField: string
  availability: AvailabilityFilter
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  location: '',
  field: 'all',
  customField: '',
  availability: 'any',
}

export const CREATIVE_FIELD_LABELS: Record<CreativeField, string> = {
  all: 'All fields',
  designer: 'Designer',
  developer: 'Developer',
  photographer: 'Photographer',
  writer: 'Writer',
  musician: 'Musician',
  artist: 'Artist',
  other: 'Other',
}

export const AVAILABILITY_LABELS: Record<AvailabilityFilter, string> = {
  any: 'Any availability',
  available: 'Available now',
  open: 'Open to projects',
  freelance: 'Freelance',
}

/** Query parameters of spec §7: profession omitted for all/empty (free text for other), availability for any. */
export function toDiscoverParams(filters: DiscoverFilters) {
  const profession = filters.field === 'other' ? filters.customField.trim() : filters.field
  return {
    location: filters.location.trim() || undefined,
    profession: profession && profession !== 'all' ? profession : undefined,
    availability: filters.availability === 'any' ? undefined : filters.availability,
  }
}

export const hasActiveFilters = (filters: DiscoverFilters) =>
  Object.values(toDiscoverParams(filters)).some((value) => value !== undefined)
