import type { ReactNode } from 'react'

/**
 * The lower part of a swipe card, under the photo. Children keep their height (a clamped bio would
 * otherwise shrink to nothing); the area scrolls on a short screen, and fades out at its foot so a cut
 * line reads as "more below" (the extra padding is what fades once scrolled to the end). Focusable, so
 * the keyboard can scroll it too (Up/Down; Left/Right still swipe).
 *
 * `touch-pan-y`: a scrolling box starts afresh with `touch-action: auto` whatever its ancestors say, so
 * without it the browser takes any finger here, sideways too, and cancels the card's drag.
 * With it the browser keeps vertical scrolling and leaves horizontal moves to the swipe.
 * On a card behind the top one (SwipeStack's `data-behind`) the details are transparent: only that
 * card's edge peeks out, and they fade in as it comes to the top.
 */
export function CardDetails({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of details, not a form's fieldset.
    <div
      role="group"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must be reachable by keyboard.
      tabIndex={0}
      className="flex min-h-0 flex-1 transition-opacity duration-300 in-data-behind:opacity-0 motion-reduce:transition-none flex-col gap-3 touch-pan-y overflow-y-auto overscroll-contain p-4 pb-6 outline-offset-[-2px] mask-b-from-[calc(100%-1.5rem)] *:shrink-0"
    >
      {children}
    </div>
  )
}

/** A card's skills as small pills; nothing when there are none. Long ones wrap inside the card. */
export function CardSkills({ label, skills }: { label: string; skills: readonly string[] }) {
  if (skills.length === 0) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li
          key={skill}
          className="min-w-0 max-w-full rounded-full bg-primary/10 px-2.5 py-1 font-medium text-primary text-xs wrap-anywhere"
        >
          {skill}
        </li>
      ))}
    </ul>
  )
}
