import { PartyPopper, Pause, Play } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { LikeButton, PassButton } from '@/features/discover/components/deck-actions'
import { SwipeStack, type SwipeStackHandle } from '@/features/discover/components/swipe-stack'
import { useDeckKeys } from '@/features/discover/hooks/use-deck-keys'
import type { Demo } from '../hooks/use-demo'
import { DEMO_PEOPLE } from '../lib/demo-data'
import { DemoCard } from './demo-card'
import { MatchOverlay } from './match-overlay'

/** Step 1: the same swipe deck as Discover, over local sample people. */
export function DemoSwipeStep({ demo }: { demo: Demo }) {
  const stack = useRef<SwipeStackHandle>(null)
  const region = useRef<HTMLElement>(null)
  const done = demo.profileIndex >= DEMO_PEOPLE.length
  const busy = Boolean(demo.matching)

  // A like keeps the card in place under the overlay; the deck moves on when the overlay ends.
  const onSwipe = (direction: 'left' | 'right') => {
    if (direction === 'right') demo.like()
    else demo.pass()
    return direction === 'left' && !busy
  }
  useDeckKeys(region, {
    onPass: () => stack.current?.fling('left'),
    onLike: demo.like,
    onUndo: () => {},
  })

  return (
    <section
      ref={region}
      aria-label="Sample profiles"
      className="mx-auto flex w-full max-w-100 flex-col gap-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-muted text-sm" aria-live="polite">
          Profile {Math.min(demo.profileIndex + 1, DEMO_PEOPLE.length)} of {DEMO_PEOPLE.length}
        </p>
        <Button variant="outline" size="sm" aria-pressed={demo.autoPlay} onClick={demo.toggleAutoPlay}>
          {demo.autoPlay ? <Pause aria-hidden /> : <Play aria-hidden />}
          {demo.autoPlay ? 'Pause' : 'Auto Play'}
        </Button>
      </div>
      <div className="relative h-[480px]">
        {done ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 rounded-2xl border border-border border-dashed bg-surface p-6 text-center">
            <PartyPopper aria-hidden className="size-10 text-primary" />
            <p className="font-semibold text-lg">You've seen everyone in the demo.</p>
            <Button onClick={() => demo.go(1)}>See your matches</Button>
          </div>
        ) : (
          <SwipeStack
            ref={stack}
            className="h-full"
            items={demo.remaining}
            itemKey={(person) => person.id}
            renderItem={(person) => <DemoCard person={person} />}
            onSwipe={onSwipe}
            disabled={busy}
          />
        )}
        {demo.matching && <MatchOverlay person={demo.matching} />}
      </div>
      <div className="mt-2 flex items-center justify-center gap-8">
        <PassButton disabled={done || busy} onClick={() => stack.current?.fling('left')} />
        <LikeButton disabled={done || busy} onClick={demo.like} />
      </div>
    </section>
  )
}
