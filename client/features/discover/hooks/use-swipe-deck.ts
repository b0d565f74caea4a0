import type { DiscoverCard, Swipe, SwipeResult } from '@shared/schemas/discover'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCreateSwipe } from '../api/create-swipe'
import { useUndoSwipe } from '../api/undo-swipe'
import { afterSwipe, afterUndo, deckView, newDeck, type DeckState as State, topCard } from '../lib/deck-state'

export type SwipeAction = Swipe['action']

interface HistoryEntry {
  card: DiscoverCard
  action: SwipeAction
  /** Settles true once the server has the swipe, false if it refused it; undo waits for it. */
  recorded: Promise<boolean>
}

type DeckState = State<HistoryEntry>

/**
 * The swipe rules of docs/product.md §4: a swipe is recorded locally with its card and advances the index by one,
 * then the server call goes out; undo makes its call first, then steps back and drops the last entry.
 * In preview mode (signed out) nothing reaches the server.
 */
export function useSwipeDeck({
  cards,
  preview,
  onMatch,
}: {
  cards: DiscoverCard[]
  preview: boolean
  onMatch: (card: DiscoverCard, result: SwipeResult) => void
}) {
  const { t } = useTranslation('discover')
  const createSwipe = useCreateSwipe()
  const undoSwipe = useUndoSwipe()
  const [state, setState] = useState<DeckState>(newDeck)
  const [undoing, setUndoing] = useState(false)
  // The latest state for handlers: key repeats and fast clicks must never swipe the same card twice.
  const latest = useRef({ state, undoing })
  const commit = (next: DeckState) => {
    latest.current.state = next
    setState(next)
  }

  const swipe = (action: SwipeAction): DiscoverCard | undefined => {
    if (latest.current.undoing) return undefined
    const card = topCard(cards, latest.current.state)
    if (!card) return undefined
    const recorded = preview
      ? Promise.resolve(true)
      : createSwipe.mutateAsync({ swipedId: card.user.id, action }).then(
          (result) => {
            if (result.isMatch) onMatch(card, result)
            return true
          },
          (error: unknown) => {
            notify.error(t('toasts.error'), errorMessage(error))
            return false
          },
        )
    commit(afterSwipe(latest.current.state, { card, action, recorded }))
    return card
  }

  const undo = async () => {
    const entry = latest.current.state.history.at(-1)
    if (!entry || latest.current.undoing) return
    latest.current.undoing = true
    setUndoing(true)
    try {
      // An undo racing its own swipe would find nothing to delete and leave the swipe behind.
      const recorded = await entry.recorded
      if (recorded && !preview) await undoSwipe.mutateAsync(entry.card.user.id)
      commit(afterUndo(latest.current.state))
      notify.success(t('toasts.undone'))
    } catch (error) {
      notify.error(t('toasts.error'), errorMessage(error))
    } finally {
      latest.current.undoing = false
      setUndoing(false)
    }
  }

  return {
    ...deckView(cards, state, undoing),
    undoing,
    swipe,
    undo,
  }
}
