import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { callLogText } from './call-log-text'

// The catalogue's English lines, with their one placeholder filled in as i18next would.
const english: Record<string, string> = {
  'chat:callLine.missed': 'Missed video call',
  'chat:callLine.declined': 'Declined video call',
  'chat:callLine.ended': 'Video call, {{minutes}} min',
}
const t = ((key: string, params?: { minutes?: number }) =>
  english[key]!.replace('{{minutes}}', String(params?.minutes))) as unknown as TFunction

describe('the line a call leaves in its conversation', () => {
  it('says missed and declined calls in words', () => {
    expect(callLogText(t, { outcome: 'missed' })).toBe('Missed video call')
    expect(callLogText(t, { outcome: 'declined' })).toBe('Declined video call')
  })

  it('rounds a finished call to whole minutes, never below one', () => {
    expect(callLogText(t, { outcome: 'ended', seconds: 5 })).toBe('Video call, 1 min')
    expect(callLogText(t, { outcome: 'ended', seconds: 89 })).toBe('Video call, 1 min')
    expect(callLogText(t, { outcome: 'ended', seconds: 90 })).toBe('Video call, 2 min')
    expect(callLogText(t, { outcome: 'ended', seconds: 12 * 60 + 10 })).toBe('Video call, 12 min')
  })
})
