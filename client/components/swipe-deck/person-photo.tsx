import { useState } from 'react'
import { getInitials } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'

// Medium tones, so large white initials stay readable on each of them in both themes.
const GRADIENTS = [
  'linear-gradient(135deg, #667eea, #764ba2)',
  'linear-gradient(135deg, #e8609d, #c0487c)',
  'linear-gradient(135deg, #3b8fd9, #00a3b4)',
  'linear-gradient(135deg, #e8587f, #e0843a)',
  'linear-gradient(135deg, #1fa9aa, #5b6bd9)',
  'linear-gradient(135deg, #11998e, #2fae74)',
  'linear-gradient(135deg, #e96443, #904e95)',
  'linear-gradient(135deg, #7f7fd5, #3f9fab)',
]

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)

/** A generated picture for a name: a gradient picked by the name with its initials. Nothing to download. */
export function GradientPortrait({ name, className }: { name: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={name}
      className={cn('grid size-full place-items-center font-bold text-white', className)}
      style={{ backgroundImage: GRADIENTS[hashOf(name) % GRADIENTS.length] }}
    >
      <span aria-hidden className="text-[length:inherit] drop-shadow-sm">
        {getInitials(name)}
      </span>
    </div>
  )
}

/** A person's photo filling its (fixed-ratio) box; the generated portrait stands in when there is none. */
export function PersonPhoto({
  name,
  src,
  priority,
  className,
}: {
  name: string
  src?: string | null
  /** The photo the screen is about (the top card): fetched before anything else that is not yet shown. */
  priority?: boolean
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return <GradientPortrait name={name} className={cn('text-6xl', className)} />
  return (
    <img
      src={src}
      alt={name}
      fetchPriority={priority ? 'high' : undefined}
      // The top card's photo is painted with the frame that shows the card, not a frame or two later
      // once decoded: it is the screen's largest paint (LCP).
      decoding={priority ? 'sync' : undefined}
      // React commits a transition only once its eager images have loaded: the cards behind the top one
      // would hold the first screen back by a round trip. Lazy, they load as soon as they are laid out.
      loading={priority ? undefined : 'lazy'}
      draggable={false}
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', className)}
    />
  )
}
