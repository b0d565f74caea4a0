import { describe, expect, it } from 'vitest'
import { groupByDay } from './group-by-day'

const dayIn = (timeZone: string) => (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  )
const message = (id: string, createdAt: string) => ({ id, createdAt })

describe('groupByDay', () => {
  it('splits a chat into runs of one calendar day, in order', () => {
    const days = groupByDay(
      [
        message('a', '2026-03-01T08:00:00Z'),
        message('b', '2026-03-01T20:00:00Z'),
        message('c', '2026-03-02T09:00:00Z'),
      ],
      dayIn('UTC'),
    )
    expect(days.map((day) => [day.key, day.messages.map((m) => m.id)])).toEqual([
      ['2026-03-01', ['a', 'b']],
      ['2026-03-02', ['c']],
    ])
  })

  it("decides the day in the person's zone: 20:00 UTC is already tomorrow in Tokyo", () => {
    const chat = [message('a', '2026-03-01T08:00:00Z'), message('b', '2026-03-01T20:00:00Z')]
    expect(groupByDay(chat, dayIn('Asia/Tokyo')).map((day) => day.key)).toEqual(['2026-03-01', '2026-03-02'])
  })

  it('keeps keys unique when a day comes back after another', () => {
    const days = groupByDay(
      [message('a', '2026-03-02T00:05:00Z'), message('b', '2026-03-01T23:59:00Z')],
      dayIn('UTC'),
    )
    expect(days.map((day) => day.key)).toEqual(['2026-03-02', '2026-03-01'])
    const again = groupByDay(
      [
        message('a', '2026-03-01T10:00:00Z'),
        message('b', '2026-03-02T10:00:00Z'),
        message('c', '2026-03-01T11:00:00Z'),
      ],
      dayIn('UTC'),
    )
    expect(again.map((day) => day.key)).toEqual(['2026-03-01', '2026-03-02', '2026-03-01#1'])
  })

  it('gives nothing for no messages', () => {
    expect(groupByDay([], dayIn('UTC'))).toEqual([])
  })
})
