import type { DiscoverCard } from '@shared/schemas/discover'

// The swipe deck's state (docs/product.md §4), kept apart from its hook so its rules can be tested alone: a swipe
// steps to the next card and remembers the one it left; undo steps back and forgets it. The stack shows
// at most 3 cards (docs/product.md §9).

/** How many cards the stack shows at once. */
export const STACK_SIZE = 3

export interface DeckState<TEntry extends { card: DiscoverCard }> {
  /** The card on top: the first not yet swiped. */
  index: number
  /** The swipes that can still be undone, newest last. */
  history: TEntry[]
}

export const newDeck = <TEntry extends { card: DiscoverCard }>(): DeckState<TEntry> => ({
  index: 0,
  history: [],
})

/** The card a swipe would take now, if any is left. */
export const topCard = (cards: DiscoverCard[], { index }: DeckState<{ card: DiscoverCard }>) => cards[index]

/** The deck after the top card was swiped (`entry` records it, for undo). */
export const afterSwipe = <TEntry extends { card: DiscoverCard }>(
  { index, history }: DeckState<TEntry>,
  entry: TEntry,
): DeckState<TEntry> => ({ index: index + 1, history: [...history, entry] })

/** The deck after the last swipe was undone: its card is on top again. Nothing to undo: unchanged. */
export const afterUndo = <TEntry extends { card: DiscoverCard }>(
  state: DeckState<TEntry>,
): DeckState<TEntry> =>
  state.history.length === 0 ? state : { index: state.index - 1, history: state.history.slice(0, -1) }

/** What the screen shows of the deck. */
export const deckView = (
  cards: DiscoverCard[],
  { index, history }: DeckState<{ card: DiscoverCard }>,
  undoing: boolean,
) => ({
  index,
  remaining: Math.max(0, cards.length - index),
  visible: cards.slice(index, index + STACK_SIZE),
  canUndo: history.length > 0 && !undoing,
})
