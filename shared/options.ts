// Option lists of docs/product.md §3, the one place both client and server read them from.

export const PROFESSIONS = [
  'UI/UX Designer',
  'Web Developer',
  'Graphic Designer',
  'Photographer',
  'Videographer',
  'Writer',
  'Copywriter',
  'Social Media Manager',
  'Marketing Specialist',
  'Brand Designer',
  'Illustrator',
  'Animator',
  'Entrepreneur',
  'Other',
] as const

/**
 * One experience scale everywhere: the onboarding reading of docs/product.md §3 (docs/decisions/016). The
 * settings/profile reading's two values of its own are kept only to move stored ones onto this scale.
 */
export const EXPERIENCE_LEVELS = [
  'Beginner (0-1 years)',
  'Intermediate (2-5 years)',
  'Experienced (5+ years)',
  'Expert (10+ years)',
] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

/** The other reading's values, and where each now sits on the one scale. */
export const RETIRED_EXPERIENCE_LEVELS: Record<string, ExperienceLevel> = {
  'Intermediate (2-4 years)': 'Intermediate (2-5 years)',
  'Advanced (5-9 years)': 'Experienced (5+ years)',
}

export const LOCATIONS = [
  'Cape Town, Western Cape',
  'Johannesburg, Gauteng',
  'Durban, KwaZulu-Natal',
  'Pretoria, Gauteng',
  'Port Elizabeth, Eastern Cape',
  'Bloemfontein, Free State',
  'East London, Eastern Cape',
  'Nelspruit, Mpumalanga',
  'Kimberley, Northern Cape',
  'Polokwane, Limpopo',
  'Mafikeng, North West',
] as const

export const CREATIVE_FIELDS = [
  'all',
  'designer',
  'developer',
  'photographer',
  'writer',
  'musician',
  'artist',
  'other',
] as const
export const AVAILABILITY_FILTERS = ['any', 'available', 'open', 'freelance'] as const

export type CreativeField = (typeof CREATIVE_FIELDS)[number]
export type Profession = (typeof PROFESSIONS)[number]

/**
 * Which onboarding professions each creative field of Discover covers. A field also takes any
 * profession typed as free text that contains the field's name ("Fashion Designer" is a designer,
 * "Ceramic Artist" an artist); "other" sends its own free text instead (docs/decisions/029).
 * A profession belongs to the first field that claims it, in this order.
 */
export const CREATIVE_FIELD_PROFESSIONS = {
  designer: ['UI/UX Designer', 'Graphic Designer', 'Brand Designer'],
  developer: ['Web Developer'],
  photographer: ['Photographer', 'Videographer'],
  writer: ['Writer', 'Copywriter'],
  musician: [],
  artist: ['Illustrator', 'Animator'],
} as const satisfies Record<Exclude<CreativeField, 'all' | 'other'>, readonly Profession[]>

export type FieldWithProfessions = keyof typeof CREATIVE_FIELD_PROFESSIONS

/** The creative field a `profession` filter value names (case-insensitively), or null for free text. */
export const creativeFieldOf = (value: string): FieldWithProfessions | null => {
  const key = value.trim().toLowerCase()
  return Object.hasOwn(CREATIVE_FIELD_PROFESSIONS, key) ? (key as FieldWithProfessions) : null
}

/** The creative field a profile's profession falls under, or null (Social Media Manager, Entrepreneur...). */
export const fieldOfProfession = (profession: string): FieldWithProfessions | null => {
  const lower = profession.toLowerCase()
  for (const [field, listed] of Object.entries(CREATIVE_FIELD_PROFESSIONS) as [
    FieldWithProfessions,
    readonly string[],
  ][]) {
    if (listed.some((option) => option.toLowerCase() === lower) || lower.includes(field)) return field
  }
  return null
}

export const TEAM_PROJECT_TYPES = [
  'mobile_app',
  'web_app',
  'branding',
  'ui_ux',
  'marketing',
  'other',
] as const
export const PORTFOLIO_PROJECT_TYPES = [
  'ui_ux',
  'web_design',
  'mobile_app',
  'branding',
  'product_design',
  'illustration',
  'photography',
  'other',
] as const
export const PROFILE_PROJECT_TYPES = [
  'Web Design',
  'Mobile App',
  'Graphic Design',
  'Photography',
  'Video Production',
  'Illustration',
  'Branding',
  'Other',
] as const

/**
 * The portfolio page offers PORTFOLIO_PROJECT_TYPES, the profile page's dialog PROFILE_PROJECT_TYPES
 * (docs/product.md §3); both are accepted and stored as sent, so no choice is lost in translation.
 */
export const PROJECT_TYPES = [...PORTFOLIO_PROJECT_TYPES, ...PROFILE_PROJECT_TYPES] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

const PORTFOLIO_TYPE_LABELS: Record<(typeof PORTFOLIO_PROJECT_TYPES)[number], string> = {
  ui_ux: 'UI/UX',
  web_design: 'Web Design',
  mobile_app: 'Mobile App',
  branding: 'Branding',
  product_design: 'Product Design',
  illustration: 'Illustration',
  photography: 'Photography',
  other: 'Other',
}

/** A project type as people read it; the profile dialog's values are labels already. */
export const projectTypeLabel = (type: string) =>
  PORTFOLIO_TYPE_LABELS[type as keyof typeof PORTFOLIO_TYPE_LABELS] ?? type

export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const
export const THEMES = ['light', 'dark', 'system'] as const
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const
/**
 * docs/product.md §3's zones, and Johannesburg: South Africa is the product's home market (docs/decisions/045). UTC stays the default of docs/product.md §9 for a browser whose zone is not listed.
 */
export const TIMEZONES = [
  'UTC',
  'Africa/Johannesburg',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const
export type Timezone = (typeof TIMEZONES)[number]

/** `value` when it is one of the listed zones (a browser's, say), else undefined. */
export const listedTimezone = (value: unknown): Timezone | undefined =>
  TIMEZONES.includes(value as Timezone) ? (value as Timezone) : undefined

export const DISTANCE_UNITS = ['km', 'mi'] as const
