import { cn } from '@/lib/cn'

// Apart from the menu, so that its lazily loaded dropdown can share them without importing the menu back.
export type SafetyPerson = { id: string; firstName: string }

export type PersonActionsMenuProps = {
  person: SafetyPerson
  /** Offers Unmatch: only where the two people have a match. */
  matchId?: string
  /** Offers "View profile" (from a chat or a list, not from the profile itself). */
  profileHref?: string
  /** After a block or unmatch: the caller closes the chat, hides the card or leaves the profile. */
  onEnded?: () => void
  /** `overlay` sits on a photo: light icon on a dark veil. */
  tone?: 'default' | 'overlay'
  className?: string
}

/** Classes of the "More" button, shared with the stand-in shown before this code has loaded. */
export const moreButtonClass = (tone: PersonActionsMenuProps['tone'], className?: string) =>
  cn(
    tone === 'overlay' &&
      'rounded-full bg-slate-950/55 text-white backdrop-blur-sm hover:bg-slate-950/75 data-[state=open]:bg-slate-950/75',
    className,
  )
