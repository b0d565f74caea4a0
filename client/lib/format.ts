import { distanceBetween } from '@shared/locations'
import { useMemo } from 'react'
import { i18n } from './i18n'
import { getPreferences, type Preferences, timeZoneOf, usePreferences } from './preferences'

// How numbers, amounts, times and distances read, for the person's language and time zone.
// Components call `useFormat()`, which re-renders them when a preference changes; the plain functions
// read the current preferences and suit code outside React.

/** English reads as in South Africa's British-style English ("23 Nov 2026", "18:35", "1,270 km"). */
const LOCALES = { en: 'en-GB', es: 'es', fr: 'fr', de: 'de', pt: 'pt' } as const
const locale = () => LOCALES[getPreferences().language]

// Intl formatters are costly to build and are used per row: one per locale, zone and kind.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat
const cache = new Map<string, Formatter>()
function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter as T
}

const numberFormat = (options: Intl.NumberFormatOptions, lang: string = locale()) =>
  cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options))
const dateFormat = (options: Intl.DateTimeFormatOptions) => {
  const timeZone = timeZoneOf(getPreferences())
  const lang = locale()
  return cached(
    `d|${lang}|${timeZone}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(lang, { ...options, timeZone }),
  )
}

export const formatNumber = (value: number) => numberFormat({}).format(value)

/**
 * 450 -> "R 450", 1200 -> "R 1 200" in English (South Africa's own way of writing rand), and each
 * language's way elsewhere ("1.200 R" in German). ZAR stays the currency whatever the language.
 */
export const formatRand = (amount: number) => {
  const lang = getPreferences().language === 'en' ? 'en-ZA' : locale()
  return numberFormat(
    { style: 'currency', currency: 'ZAR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
    lang,
  ).format(amount)
}

/**
 * 450 -> "R 450/hour". No rate (blank is stored as 0, docs/product.md §3) reads "Rate on request": "R 0/hour"
 * would say the person works for free.
 */
export const formatHourlyRate = (amount: number | null | undefined) =>
  amount
    ? i18n.t('common:format.perHour', { amount: formatRand(amount) })
    : i18n.t('common:format.rateOnRequest')

/** Ratings show one decimal; a missing rating reads as the default 5.0 (docs/product.md §2). */
export const formatRating = (rating?: number | null) =>
  numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating ?? 5)

/** "18:35" in the person's zone. */
export const formatTime = (iso: string | Date) =>
  dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

/** "23 Nov 2026" in the person's zone. */
export const formatDate = (iso: string | Date) => dateFormat({ dateStyle: 'medium' }).format(new Date(iso))

/** "23 Nov 2026, 18:35" in the person's zone. */
export const formatDateTime = (iso: string | Date) =>
  dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** The calendar day in the person's zone, "2026-11-23": what separates a chat's days. */
export const dayKey = (iso: string | Date) =>
  cached(
    `k|${timeZoneOf(getPreferences())}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: timeZoneOf(getPreferences()),
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(new Date(iso))

const DAY = 86_400_000

/** A chat's date separator: "Today", "Yesterday", then "Monday, 16 November" (with the year once it is not this year's). */
export function formatDayLabel(iso: string | Date, now: Date = new Date()) {
  const day = dayKey(iso)
  if (day === dayKey(now)) return i18n.t('common:time.today')
  if (day === dayKey(new Date(now.getTime() - DAY))) return i18n.t('common:time.yesterday')
  const sameYear = day.slice(0, 4) === dayKey(now).slice(0, 4)
  return dateFormat(
    sameYear
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  ).format(new Date(iso))
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long ago something happened, as a notification list reads it: "just now", "5 minutes ago",
 * "2 hours ago", "yesterday", then the date ("12 Mar", with the year once it is not this year's).
 */
export function formatRelativeTime(iso: string, now: Date = new Date()) {
  const then = new Date(iso)
  // A clock a little ahead of ours must not read as "in the future".
  const elapsed = Math.max(0, now.getTime() - then.getTime())
  if (elapsed < MINUTE) return i18n.t('common:time.justNow')
  const relative = cached(
    `r|${locale()}`,
    () => new Intl.RelativeTimeFormat(locale(), { numeric: 'auto', style: 'short' }),
  )
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY && dayKey(then) === dayKey(now))
    return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  if (dayKey(then) === dayKey(new Date(now.getTime() - DAY))) return relative.format(-1, 'day')
  const sameYear = dayKey(then).slice(0, 4) === dayKey(now).slice(0, 4)
  return dateFormat(
    sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' },
  ).format(then)
}

/** ["Figma", "React"] -> "Figma and React" ("Figma y React", "Figma und React"...). */
export const formatList = (items: readonly string[]) =>
  cached(`l|${locale()}`, () => new Intl.ListFormat(locale(), { type: 'conjunction' })).format(items)

const KM_PER_MILE = 1.609344

/** 1270 (km) -> "1,270 km away", or "789 mi away" when the person reads miles. */
export function formatDistance(km: number) {
  const { distanceUnit } = getPreferences()
  const value = distanceUnit === 'mi' ? km / KM_PER_MILE : km
  // Close by reads "under 1 km": a distance of 0 between two people in one city says nothing useful.
  const distance = numberFormat({
    style: 'unit',
    unit: distanceUnit === 'mi' ? 'mile' : 'kilometer',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(value)))
  return i18n.t('common:format.distanceAway', { distance })
}

/** "1,270 km away" between two listed locations; null when either was typed by hand (docs/product.md §3 list). */
export function formatDistanceBetween(from: string | null | undefined, to: string | null | undefined) {
  const km = distanceBetween(from, to)
  return km === null ? null : formatDistance(km)
}

/** A radius for the Within filter: "50 km", or "31 mi". */
export function formatRadius(km: number) {
  const { distanceUnit } = getPreferences()
  const value = distanceUnit === 'mi' ? Math.round(km / KM_PER_MILE) : km
  return numberFormat({ style: 'unit', unit: distanceUnit === 'mi' ? 'mile' : 'kilometer' }).format(value)
}

const formatters = {
  number: formatNumber,
  rand: formatRand,
  hourlyRate: formatHourlyRate,
  rating: formatRating,
  time: formatTime,
  date: formatDate,
  dateTime: formatDateTime,
  dayKey,
  dayLabel: formatDayLabel,
  relativeTime: formatRelativeTime,
  distance: formatDistance,
  distanceBetween: formatDistanceBetween,
  radius: formatRadius,
  list: formatList,
}

/**
 * The formatters, for a component: it re-renders when the language, zone or unit changes. (The language
 * itself also arrives through useTranslation; this covers a zone or unit change alone.)
 */
export function useFormat(): typeof formatters & { preferences: Preferences } {
  const preferences = usePreferences()
  return useMemo(() => ({ ...formatters, preferences }), [preferences])
}
