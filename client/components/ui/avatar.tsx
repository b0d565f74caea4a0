import { cva, type VariantProps } from 'class-variance-authority'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const avatarVariants = cva('relative inline-flex shrink-0 select-none overflow-hidden rounded-full', {
  variants: {
    size: {
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-14 text-base',
      xl: 'size-24 text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
})

/** "Thandi van der Merwe" -> "TM": first letters of the first and last word. */
export function getInitials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase() || '?'
}

export type AvatarProps = VariantProps<typeof avatarVariants> & {
  /** The person's name: the image's alt text and the source of the initials fallback. */
  name: string
  src?: string | null
  className?: string
  /** Shows the green presence dot; leave it out (or false) when offline, unknown or hidden. */
  online?: boolean
}

// The ring is the surface colour: white in the light theme, slate in the dark one, as the card around it.
const DOT_SIZES = { sm: 'size-2.5', md: 'size-3', lg: 'size-4', xl: 'size-5' } as const

export function Avatar({ online, ...props }: AvatarProps) {
  const { t } = useTranslation('shell')
  if (!online) return <AvatarImage {...props} />
  // The dot sits outside the round, clipped image so it can overlap its edge.
  return (
    <span className="relative inline-flex shrink-0">
      <AvatarImage {...props} />
      <span
        className={cn(
          'absolute right-0 bottom-0 rounded-full bg-success ring-2 ring-surface',
          DOT_SIZES[props.size ?? 'md'],
        )}
      >
        <span className="sr-only">{t('ui.avatar.online')}</span>
      </span>
    </span>
  )
}

/**
 * The photo over the initials: the initials show until the photo has painted over them, and stay if it
 * fails to load. Plain elements rather than Radix's Avatar, whose loading state needed a render per image
 * and brought Radix's shared code into every first screen that lists people.
 */
function AvatarImage({ src, name, size, className }: Omit<AvatarProps, 'online'>) {
  const [failed, setFailed] = useState<string | null>(null)
  const initials = 'items-center justify-center bg-brand font-semibold text-white'
  if (!src || failed === src) {
    return (
      <span role="img" aria-label={name} className={cn(avatarVariants({ size }), initials, className)}>
        <span aria-hidden>{getInitials(name)}</span>
      </span>
    )
  }
  return (
    <span className={cn(avatarVariants({ size }), className)}>
      <span aria-hidden className={cn('flex size-full', initials)}>
        {getInitials(name)}
      </span>
      <img
        src={src}
        alt={name}
        // Lazy: React holds a transition's commit for its eager images, and the initials fill in meanwhile.
        loading="lazy"
        onError={() => setFailed(src)}
        className="absolute inset-0 size-full object-cover"
      />
    </span>
  )
}
