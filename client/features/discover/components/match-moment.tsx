import { Heart, MessageCircle } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { MATCH_GRADIENT } from '@/components/swipe-deck/match-gradient'
import { PersonPhoto } from '@/components/swipe-deck/person-photo'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export type MatchPerson = { firstName: string; lastName: string; profileImageUrl: string | null }

const fullName = (person: MatchPerson) => `${person.firstName} ${person.lastName}`.trim()

// Both photos overlap, tilted towards each other; white rings lift them off the gradient.
const photo = 'size-28 shrink-0 overflow-hidden rounded-full shadow-xl ring-4 ring-white/80 sm:size-36'
const initials = 'text-3xl sm:text-4xl'

/**
 * "It's a Match!" (design language "Match moment"): a full-screen veil in the brand gradient
 * with both people's photos, "Send a message" (opens that chat) and "Keep swiping". A modal dialog, so
 * focus stays inside and Escape closes it; `onClosed` puts focus back on the deck. It scales and fades
 * in; with reduced motion it only fades.
 */
export function MatchMoment({
  viewer,
  other,
  onSendMessage,
  onClose,
  onClosed,
}: {
  viewer: MatchPerson
  other: MatchPerson
  onSendMessage: () => void
  onClose: () => void
  /** Where focus goes once it is gone (instead of the element that had it before). */
  onClosed: () => void
}) {
  const { t } = useTranslation('discover')
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/70 transition-opacity duration-300 starting:opacity-0 motion-reduce:duration-150" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
          }}
          className={cn(
            'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 overflow-y-auto overscroll-contain',
            MATCH_GRADIENT,
            'px-6 py-10 text-center text-white outline-none',
            'transition-[opacity,scale] duration-300 ease-out starting:scale-110 starting:opacity-0',
            // Reduced motion: a plain, quick fade; nothing grows or bounces.
            'motion-reduce:starting:scale-100 motion-reduce:duration-150',
          )}
        >
          <div aria-hidden className="flex items-center justify-center">
            {/* The photo, or a gradient with the person's initials when there is none (or it fails). */}
            <div className={cn(photo, 'translate-x-3 -rotate-6')}>
              <PersonPhoto name={fullName(viewer)} src={viewer.profileImageUrl} className={initials} />
            </div>
            {/* The heart pops in just after the photos; reduced motion: it is simply there. */}
            <span className="z-10 -mx-2 grid size-14 shrink-0 place-items-center rounded-full bg-white text-rose-600 shadow-lg transition-transform delay-150 duration-300 ease-[cubic-bezier(.2,.9,.3,1.4)] starting:scale-0 motion-reduce:starting:scale-100 motion-reduce:delay-0">
              <Heart className="size-7 fill-current" />
            </span>
            <div className={cn(photo, '-translate-x-3 rotate-6')}>
              <PersonPhoto name={fullName(other)} src={other.profileImageUrl} className={initials} />
            </div>
          </div>
          <div className="flex max-w-md flex-col gap-2">
            <DialogPrimitive.Title className="font-extrabold text-4xl tracking-tight drop-shadow-sm sm:text-5xl">
              {t('match.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-balance font-medium text-lg text-white/95 wrap-anywhere">
              {t('match.text', { name: other.firstName })}
            </DialogPrimitive.Description>
          </div>
          <div className="flex w-full max-w-xs flex-col gap-3">
            <Button
              size="lg"
              variant="outline"
              onClick={onSendMessage}
              className="border-white bg-white text-slate-900 hover:bg-white/90"
            >
              <MessageCircle aria-hidden /> {t('match.send')}
            </Button>
            <DialogPrimitive.Close asChild>
              <Button size="lg" variant="ghost" className="text-white hover:bg-white/15">
                {t('match.keepSwiping')}
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
