import { i18n } from '@/lib/i18n'

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** 1536 -> "1.5 KB" in the person's language (Intl's own unit names and separators). */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: UNITS[unit],
    // "142 B" reads better than "142 byte"; the larger units keep their short names ("3.4 kB").
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}
