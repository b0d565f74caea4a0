import { PartyPopper, Pause, Play } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LikeButton, PassButton } from '@/components/swipe-deck/deck-actions'
import { SwipeStack, type SwipeStackHandle } from '@/components/swipe-deck/swipe-stack'
import { useDeckKeys } from '@/components/swipe-deck/use-deck-keys'
import { Button } from '@/components/ui/button'
import type { Demo } from '../hooks/use-demo'
import { DemoCard } from './demo-card'
import { MatchOverlay } from './match-overlay'

/**
 * Step 1: the same swipe deck as Discover, over local sample people. The stack takes the height its
 * step leaves on the first screen (up to 480 px), so the buttons under it stay in view.
 */
export function DemoSwipeStep({ demo }: { demo: Demo }) {
  const { t } = useTranslation('demo')
  const stack = useRef<SwipeStackHandle>(null)
  const region = useRef<HTMLElement>(null)
  const done = demo.profileIndex >= demo.total
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
      aria-label={t('swipe.region')}
      className="mx-auto flex w-full max-w-100 flex-1 flex-col gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-muted text-sm" aria-live="polite">
          {t('swipe.counter', { number: Math.min(demo.profileIndex + 1, demo.total), total: demo.total })}
        </p>
        <Button variant="outline" size="sm" aria-pressed={demo.autoPlay} onClick={demo.toggleAutoPlay}>
          {demo.autoPlay ? <Pause aria-hidden /> : <Play aria-hidden />}
          {demo.autoPlay ? t('swipe.pause') : t('swipe.autoPlay')}
        </Button>
      </div>
      <div className="relative max-h-[480px] min-h-60 flex-1 [@media(min-height:1000px)]:h-[480px] [@media(min-height:1000px)]:flex-none">
        {done ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl border border-border border-dashed bg-surface p-6 text-center">
            <PartyPopper aria-hidden className="size-10 text-primary" />
            <p className="font-semibold text-lg">{t('swipe.done')}</p>
            <Button onClick={() => demo.go(1)}>{t('swipe.seeMatches')}</Button>
          </div>
        ) : (
          <SwipeStack
            ref={stack}
            // Absolute: the box's height comes from flexing, which a percentage height cannot follow.
            className="absolute inset-0"
            items={demo.remaining}
            itemKey={(person) => person.id}
            renderItem={(person) => <DemoCard person={person} />}
            onSwipe={onSwipe}
            disabled={busy}
          />
        )}
        {demo.matching && <MatchOverlay person={demo.matching} />}
      </div>
      {/* Room above for the second card, which peeks 14 px below the first. */}
      <div className="flex items-center justify-center gap-8 pt-5">
        <PassButton disabled={done || busy} onClick={() => stack.current?.fling('left')} />
        <LikeButton disabled={done || busy} onClick={demo.like} />
      </div>
    </section>
  )
}
