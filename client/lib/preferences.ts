import { DISTANCE_UNITS, LANGUAGES, TIMEZONES } from '@shared/options'
import { useSyncExternalStore } from 'react'

// How this device reads the app: language, time zone and distance unit. A member's saved settings are
// the truth (PreferencesSync copies them here); they are also kept in localStorage so the next visit
// starts in the right language before the settings arrive. A visitor gets the browser's language, when
// it is one of ours, and the browser's time zone.

export type Language = (typeof LANGUAGES)[number]
export type DistanceUnit = (typeof DISTANCE_UNITS)[number]
/** `timeZone` undefined: the browser's own (timeZoneOf). */
export type Preferences = { language: Language; timeZone?: string; distanceUnit: DistanceUnit }

const STORAGE_KEY = 'bubbles-preferences'
const listeners = new Set<() => void>()

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)
const isUnit = (value: unknown): value is DistanceUnit => DISTANCE_UNITS.includes(value as DistanceUnit)

/** The first of the browser's languages that we speak ("pt-BR" counts as pt), else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return 'en'
}

// Asking Intl for the browser's zone loads its time zone data, about 30 ms on a phone: done the first time a
// time is shown, not while the first screen starts (Lighthouse TBT).
let browserZone: string | undefined
export const browserTimeZone = () => {
  try {
    browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    browserZone = 'UTC'
  }
  return browserZone
}

/** A zone Intl knows (a stored value from elsewhere may not be). */
const isTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || !value) return false
  if ((TIMEZONES as readonly string[]).includes(value)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

function load(): Preferences {
  let stored: Partial<Preferences> = {}
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Preferences>
  } catch {}
  return {
    language: isLanguage(stored.language) ? stored.language : browserLanguage(),
    timeZone: isTimeZone(stored.timeZone) ? stored.timeZone : undefined,
    distanceUnit: isUnit(stored.distanceUnit) ? stored.distanceUnit : 'km',
  }
}

let current: Preferences = load()

export const getPreferences = () => current

/** The zone times are shown in: the person's setting, else the browser's. */
export const timeZoneOf = ({ timeZone }: Preferences) => timeZone ?? browserTimeZone()

/** Applies (and remembers) what changed; listeners hear only a real change. */
export function setPreferences(next: Partial<Preferences>) {
  const merged: Preferences = {
    language: isLanguage(next.language) ? next.language : current.language,
    timeZone: isTimeZone(next.timeZone) ? next.timeZone : current.timeZone,
    distanceUnit: isUnit(next.distanceUnit) ? next.distanceUnit : current.distanceUnit,
  }
  if (
    merged.language === current.language &&
    merged.timeZone === current.timeZone &&
    merged.distanceUnit === current.distanceUnit
  ) {
    return
  }
  current = merged
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current))
  } catch {}
  for (const listener of listeners) listener()
}

export function subscribePreferences(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Re-renders the caller when the language, zone or unit changes. */
export const usePreferences = () => useSyncExternalStore(subscribePreferences, getPreferences, getPreferences)
