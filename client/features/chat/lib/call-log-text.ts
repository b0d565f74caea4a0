import type { CallLog } from '@shared/schemas/calls'
import type { TFunction } from 'i18next'

/**
 * The line a video call leaves in its conversation, in the reader's language: the server stores English
 * words in `content` for previews elsewhere, so the screen builds its own from `message.call`.
 */
export function callLogText(t: TFunction, call: CallLog) {
  if (call.outcome === 'missed') return t('chat:callLine.missed')
  if (call.outcome === 'declined') return t('chat:callLine.declined')
  return t('chat:callLine.ended', { minutes: Math.max(1, Math.round((call.seconds ?? 0) / 60)) })
}
