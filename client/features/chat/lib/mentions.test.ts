import { describe, expect, it } from 'vitest'
import { activeMention, insertMention, matchingMembers, mentionedIds } from './mentions'

const members = [
  { id: 'a', name: 'Zoë Nkosi' },
  { id: 'b', name: 'Sipho Dlamini' },
]

describe('mentions', () => {
  it('finds the @word before the caret, not an e-mail address', () => {
    expect(activeMention('Hi @Si', 6)).toEqual({ start: 3, query: 'Si' })
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' })
    expect(activeMention('mail me at a@b', 14)).toBeUndefined()
    expect(activeMention('Hi @Sipho done', 14)).toBeUndefined()
  })

  it('matches any word of a name, accents and case aside', () => {
    expect(matchingMembers(members, 'zoe').map((m) => m.id)).toEqual(['a'])
    expect(matchingMembers(members, 'dla').map((m) => m.id)).toEqual(['b'])
    expect(matchingMembers(members, '').map((m) => m.id)).toEqual(['a', 'b'])
  })

  it('inserts the name and keeps only the mentions still written', () => {
    const { text, caret } = insertMention('Hi @Si, ok', 3, 6, 'Sipho Dlamini')
    expect(text).toBe('Hi @Sipho Dlamini , ok')
    expect(caret).toBe(18)
    expect(mentionedIds(text, members)).toEqual(['b'])
    expect(mentionedIds('Hi all', members)).toEqual([])
  })
})
