import type { useFormat } from '@/lib/format'
import { i18n } from '@/lib/i18n'

const DAY = 86_400_000

/**
 * When a list row's last message was sent, the way a messaging app's list reads it, in the person's
 * time zone: "18:35" today, "Yesterday", then the date ("12 Mar", with the year once it is not this year's).
 */
export function previewTime(f: ReturnType<typeof useFormat>, iso: string, now: Date = new Date()) {
  const day = f.dayKey(iso)
  if (day === f.dayKey(now)) return f.time(iso)
  if (day === f.dayKey(new Date(now.getTime() - DAY))) return i18n.t('common:time.yesterday')
  return f.relativeTime(iso, now)
}
