import type { DiscoverCard, SwipeResult } from '@shared/schemas/discover'
import { CircleAlert, PartyPopper } from 'lucide-react'
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { LikeButton, PassButton, UndoButton } from '@/components/swipe-deck/deck-actions'
import { SwipeStack, type SwipeStackHandle } from '@/components/swipe-deck/swipe-stack'
import { useDeckKeys } from '@/components/swipe-deck/use-deck-keys'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth'
import { PersonActionsMenu } from '@/features/safety'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { lazyPage } from '@/lib/lazy-page'
import { notify } from '@/lib/toast'
import { usePreloadAfterFirstPaint } from '@/lib/use-after-first-paint'
import { useDemoProfiles } from '../api/get-demo-profiles'
import { useDiscoverProfiles } from '../api/get-discover-profiles'
import { useSwipeDeck } from '../hooks/use-swipe-deck'
import type { DiscoverFilters } from '../lib/filters'
import { DeckMessage } from './deck-message'
import { ProfileCard } from './profile-card'

// The match overlay (a Radix dialog) is its own chunk, fetched once the deck is painted: it is ready long
// before a first match, and the first screen does not wait for it (LCP).
const MatchMoment = lazyPage(() =>
  import('./match-moment').then((module) => ({ default: module.MatchMoment })),
)

/** Ask for the next page while this many cards are still left, so the stack never runs dry mid-swipe. */
const LOW_WATER = 5

const uniqueById = (cards: DiscoverCard[]) => [...new Map(cards.map((card) => [card.user.id, card])).values()]

type NewMatch = { card: DiscoverCard; match: SwipeResult['match'] }

/**
 * The card stack with its buttons, keys, counter and every state (docs/product.md §2 Discover, §4 Swipe/Undo).
 * It fills the height its parent gives it: the stack takes what the counter and buttons leave, up to
 * the spec's 650 px, so the buttons stay on screen.
 */
export function DiscoverDeck({
  filters,
  preview,
  viewerLocation,
  clearFilters,
  className,
}: {
  filters: DiscoverFilters
  preview: boolean
  /** The member's own location, to show how far each person is; visitors have none. */
  viewerLocation?: string | null
  clearFilters?: () => void
  className?: string
}) {
  const { t } = useTranslation('discover')
  const [, navigate] = useLocation()
  const viewer = useUser().data
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
  const [newMatch, setNewMatch] = useState<NewMatch | null>(null)

  const deck = useSwipeDeck({
    cards,
    preview,
    onMatch: (card, result) => {
      // The spec's toast stays; the overlay is the moment itself.
      notify.success(t('toasts.match'), t('toasts.matchText', { name: card.user.firstName }))
      setNewMatch({ card, match: result.match })
    },
  })
  const stack = useRef<SwipeStackHandle>(null)
  const region = useRef<HTMLElement>(null)
  useDeckKeys(region, {
    onPass: () => stack.current?.fling('left'),
    onLike: () => stack.current?.fling('right'),
    onUndo: () => void deck.undo(),
  })

  usePreloadAfterFirstPaint(MatchMoment.load)

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
        <Spinner size="lg" label={t('deck.finding')} />
      </div>
    )
  } else if (query.isError && empty) {
    body = (
      <DeckMessage icon={CircleAlert} title={t('deck.loadError')} tone="danger" role="alert">
        <p className="text-muted text-sm wrap-anywhere">{errorMessage(query.error)}</p>
        <Button onClick={() => window.location.reload()}>{t('deck.refresh')}</Button>
      </DeckMessage>
    )
  } else if (empty) {
    body = (
      <DeckMessage icon={PartyPopper} title={t('deck.caughtUp')} role="status">
        <p className="max-w-xs text-muted text-sm">
          {clearFilters ? t('deck.noMoreFiltered') : t('deck.noMore')}
        </p>
        {clearFilters && (
          <Button variant="outline" onClick={clearFilters}>
            {t('deck.clearFilters')}
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
            top={card === deck.visible[0]}
            viewerLocation={preview ? null : viewerLocation}
            actions={
              !preview && (
                <PersonActionsMenu
                  person={card.user}
                  // Their page, with their public work and an address to pass on.
                  profileHref={`/people/${card.user.id}`}
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

  const counter = query.isSuccess
    ? hasNextPage
      ? t('deck.leftMore', { count: deck.remaining })
      : t('deck.left', { count: deck.remaining })
    : ''
  return (
    <section
      ref={region}
      aria-label={t('deck.region')}
      // Focus comes back here when the match overlay closes, so the arrow keys go on swiping.
      tabIndex={-1}
      className={cn('mx-auto flex w-full max-w-100 flex-col gap-2 outline-none', className)}
    >
      <div className="flex min-h-9 items-center justify-between gap-2">
        <p role="status" className="min-w-0 text-muted text-sm">
          {counter}
        </p>
        <UndoButton disabled={!deck.canUndo} onClick={() => void deck.undo()} />
      </div>
      {/* The stack: whatever height is left, never less than a readable card nor more than 650 px. */}
      <div className="relative max-h-[650px] min-h-60 flex-1">
        {/* Absolute: the box's height comes from flexing, which a percentage height cannot follow. */}
        <div className="absolute inset-0">{body}</div>
      </div>
      {/* Room above for the second card, which peeks 14 px below the first. */}
      <div className="flex items-center justify-center gap-8 pt-5">
        <PassButton disabled={empty} onClick={() => stack.current?.fling('left')} />
        <LikeButton disabled={empty} onClick={() => stack.current?.fling('right')} />
      </div>
      {newMatch && viewer && (
        <Suspense fallback={null}>
          <MatchMoment.Page
            viewer={viewer}
            other={newMatch.card.user}
            onSendMessage={() =>
              navigate(
                newMatch.match ? `/matches?match=${encodeURIComponent(newMatch.match.id)}` : '/matches',
              )
            }
            onClose={() => setNewMatch(null)}
            onClosed={() => region.current?.focus()}
          />
        </Suspense>
      )}
    </section>
  )
}
