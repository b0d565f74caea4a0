import type { DiscoverCard } from '@shared/schemas/discover'
import { CircleAlert, PartyPopper } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PersonActionsMenu } from '@/features/safety/components/person-actions-menu'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useDemoProfiles } from '../api/get-demo-profiles'
import { useDiscoverProfiles } from '../api/get-discover-profiles'
import { useDeckKeys } from '../hooks/use-deck-keys'
import { useSwipeDeck } from '../hooks/use-swipe-deck'
import type { DiscoverFilters } from '../lib/filters'
import { LikeButton, PassButton, UndoButton } from './deck-actions'
import { DeckMessage } from './deck-message'
import { MatchCelebration } from './match-celebration'
import { ProfileCard } from './profile-card'
import { SwipeStack, type SwipeStackHandle } from './swipe-stack'

/** Ask for the next page while this many cards are still left, so the stack never runs dry mid-swipe. */
const LOW_WATER = 5

const uniqueById = (cards: DiscoverCard[]) => [...new Map(cards.map((card) => [card.user.id, card])).values()]

/** The card stack with its buttons, keys, counter and every state (spec §2 Discover, §4 Swipe/Undo). */
export function DiscoverDeck({
  filters,
  preview,
  clearFilters,
}: {
  filters: DiscoverFilters
  preview: boolean
  clearFilters?: () => void
}) {
  const member = useDiscoverProfiles(filters, !preview)
  const demo = useDemoProfiles(filters, preview)
  const query = preview ? demo : member
  // People blocked from their card leave the deck at once; the cards before them keep their places, so
  // the deck's index and undo history stay right.
  const [blockedIds, setBlockedIds] = useState<ReadonlySet<string>>(new Set())
  const cards = useMemo(
    () =>
      uniqueById(query.data?.pages.flatMap((page) => page.cards) ?? []).filter(
        (card) => !blockedIds.has(card.user.id),
      ),
    [query.data, blockedIds],
  )
  const [matchedName, setMatchedName] = useState<string | null>(null)
  const endCelebration = useCallback(() => setMatchedName(null), [])

  const deck = useSwipeDeck({
    cards,
    preview,
    onMatch: (card) => {
      notify.success("It's a match!", `You and ${card.user.firstName} can now message each other.`)
      setMatchedName(card.user.firstName)
    },
  })
  const stack = useRef<SwipeStackHandle>(null)
  const region = useRef<HTMLElement>(null)
  useDeckKeys(region, {
    onPass: () => stack.current?.fling('left'),
    onLike: () => stack.current?.fling('right'),
    onUndo: () => void deck.undo(),
  })

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  useEffect(() => {
    if (deck.remaining <= LOW_WATER && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage()
    }
  }, [deck.remaining, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const empty = deck.remaining === 0
  let body: ReactNode
  if (query.isPending || (empty && isFetchingNextPage)) {
    body = (
      <div className="grid h-full place-items-center rounded-2xl border border-border border-dashed bg-surface">
        <Spinner size="lg" label="Finding your next collaborator" />
      </div>
    )
  } else if (query.isError && empty) {
    body = (
      <DeckMessage icon={CircleAlert} title="Unable to load profiles" tone="danger" role="alert">
        <p className="text-muted text-sm">{errorMessage(query.error)}</p>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </DeckMessage>
    )
  } else if (empty) {
    body = (
      <DeckMessage icon={PartyPopper} title="You're all caught up!" role="status">
        <p className="max-w-xs text-muted text-sm">
          No more profiles {clearFilters ? 'match these filters' : 'right now'}. Check back soon for new
          creatives.
        </p>
        {clearFilters && (
          <Button variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </DeckMessage>
    )
  } else {
    body = (
      <SwipeStack
        ref={stack}
        className="h-full"
        items={deck.visible}
        itemKey={(card) => card.user.id}
        renderItem={(card) => (
          <ProfileCard
            card={card}
            actions={
              !preview && (
                <PersonActionsMenu
                  person={card.user}
                  tone="overlay"
                  onEnded={() => setBlockedIds((ids) => new Set(ids).add(card.user.id))}
                />
              )
            }
          />
        )}
        onSwipe={(direction) => deck.swipe(direction === 'right' ? 'like' : 'pass') !== undefined}
      />
    )
  }

  const more = hasNextPage ? '+' : ''
  return (
    <section ref={region} aria-label="Profile cards" className="mx-auto flex w-full max-w-100 flex-col gap-4">
      <p role="status" className="text-center text-muted text-sm">
        {query.isSuccess &&
          `${deck.remaining}${more} ${deck.remaining === 1 && !more ? 'profile' : 'profiles'} left`}
      </p>
      <div className="relative h-[650px]">
        {body}
        {matchedName && <MatchCelebration name={matchedName} onDone={endCelebration} />}
      </div>
      <div className="mt-4 flex items-center justify-center gap-8">
        <PassButton disabled={empty} onClick={() => stack.current?.fling('left')} />
        <LikeButton disabled={empty} onClick={() => stack.current?.fling('right')} />
      </div>
      <div className="flex justify-center">
        <UndoButton disabled={!deck.canUndo} onClick={() => void deck.undo()} />
      </div>
    </section>
  )
}
