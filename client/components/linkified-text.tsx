import { Fragment, useMemo } from 'react'
import { findLinks } from '@/lib/find-links'

/**
 * Text people wrote, with its http(s) addresses as links. Every part is a React text node, so
 * nothing in the text becomes markup; only http and https ever reach an href. Links open in a new tab
 * (the chat stays open), with no access back to this page, no referrer, and no ranking credit for spam.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => findLinks(text), [text])
  return parts.map((part, index) =>
    part.href ? (
      <a
        // The parts of one text never reorder: their place is a stable key.
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="underline underline-offset-2 hover:decoration-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-current"
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}
