import type { DISTANCE_UNITS, LANGUAGES, PROFILE_VISIBILITIES, THEMES, TIMEZONES } from '@shared/options'

// How the stored option values of spec §3 read on the settings page.

export const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  UTC: 'UTC',
  'America/New_York': 'New York',
  'America/Chicago': 'Chicago',
  'America/Denver': 'Denver',
  'America/Los_Angeles': 'Los Angeles',
  'Europe/London': 'London',
  'Europe/Paris': 'Paris',
  'Asia/Tokyo': 'Tokyo',
}

export const DISTANCE_UNIT_LABELS: Record<(typeof DISTANCE_UNITS)[number], string> = {
  km: 'Kilometres (km)',
  mi: 'Miles (mi)',
}

export const THEME_LABELS: Record<(typeof THEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
}

export const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
}

export const VISIBILITY_LABELS: Record<(typeof PROFILE_VISIBILITIES)[number], string> = {
  public: 'Public',
  friends: 'Friends only',
  private: 'Private',
}

export const VISIBILITY_EXPLANATIONS: Record<(typeof PROFILE_VISIBILITIES)[number], string> = {
  public: 'Anyone signed in to Bubbles can see your profile and find you in Discover.',
  friends: 'Only people you have matched with can see your profile. You are hidden from Discover.',
  private: 'Only you can see your profile. You are hidden from Discover.',
}
