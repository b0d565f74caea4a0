import type { DiscoverCard } from '@shared/schemas/discover'
import { describe, expect, it } from 'vitest'
import { afterSwipe, afterUndo, deckView, newDeck, topCard } from './deck-state'

// The swipe deck's rules (docs/product.md §4, §9): each swipe takes the top card and remembers it; undo brings back
// the last one; the stack shows three cards at most; the last card swiped leaves an empty deck.

const card = (id: string) => ({ user: { id } }) as DiscoverCard
const cards = ['a', 'b', 'c', 'd', 'e'].map(card)
const ids = (list: DiscoverCard[]) => list.map((c) => c.user.id)

type Entry = { card: DiscoverCard; action: 'like' | 'pass' }

/** Swipes the top card of `state`, the way the hook does. */
function swipe(state: ReturnType<typeof newDeck<Entry>>, action: Entry['action'] = 'like') {
  const top = topCard(cards, state)
  if (!top) return state
  return afterSwipe(state, { card: top, action })
}

describe('the swipe deck', () => {
  it('starts on the first card, showing three, with nothing to undo', () => {
    const view = deckView(cards, newDeck(), false)
    expect(view).toMatchObject({ index: 0, remaining: 5, canUndo: false })
    expect(ids(view.visible)).toEqual(['a', 'b', 'c'])
  })

  it('steps to the next card on each swipe and remembers the swipes in order', () => {
    const state = swipe(swipe(newDeck<Entry>(), 'like'), 'pass')
    expect(state.history.map((e) => [e.card.user.id, e.action])).toEqual([
      ['a', 'like'],
      ['b', 'pass'],
    ])
    const view = deckView(cards, state, false)
    expect(view).toMatchObject({ index: 2, remaining: 3, canUndo: true })
    expect(ids(view.visible)).toEqual(['c', 'd', 'e'])
  })

  it('brings the last swiped card back on undo, and only that one', () => {
    const swiped = swipe(swipe(newDeck<Entry>()))
    const undone = afterUndo(swiped)
    expect(topCard(cards, undone)?.user.id).toBe('b')
    expect(undone.history.map((e) => e.card.user.id)).toEqual(['a'])
    expect(ids(deckView(cards, undone, false).visible)).toEqual(['b', 'c', 'd'])
    // Undone all the way: back to the start, and a further undo changes nothing.
    const start = afterUndo(undone)
    expect(start).toEqual(newDeck())
    expect(afterUndo(start)).toBe(start)
  })

  it('shows fewer cards near the end and none after the last, where swiping does nothing', () => {
    let state = newDeck<Entry>()
    for (let i = 0; i < 4; i++) state = swipe(state)
    expect(ids(deckView(cards, state, false).visible)).toEqual(['e'])
    state = swipe(state)
    expect(deckView(cards, state, false)).toMatchObject({ remaining: 0, visible: [] })
    expect(topCard(cards, state)).toBeUndefined()
    expect(swipe(state)).toBe(state)
  })

  it('offers no undo while one is under way', () => {
    expect(deckView(cards, swipe(newDeck<Entry>()), true).canUndo).toBe(false)
  })

  it('keeps its place when the cards run short (a refetch returned fewer)', () => {
    const state = swipe(swipe(swipe(newDeck<Entry>())))
    expect(deckView(cards.slice(0, 2), state, false)).toMatchObject({ remaining: 0, visible: [] })
  })
})
