import { Fragment } from 'react'
import { Link } from 'wouter'

// The legal texts are plain strings so they stay easy to review; web addresses, email addresses and the
// paths of the two legal pages inside them become links here. The capture group makes split() return
// plain text at even indexes and matched links at odd ones.
const linkPattern =
  /(https?:\/\/\S*[^\s.,;:)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\/(?:privacy-policy|terms-of-service)\b)/

const linkClassName =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover dark:text-violet-300'

function renderLink(target: string) {
  if (target.startsWith('/')) {
    return (
      <Link href={target} className={linkClassName}>
        {target}
      </Link>
    )
  }
  if (target.startsWith('http')) {
    return (
      <a href={target} className={linkClassName} target="_blank" rel="noopener noreferrer">
        {target}
      </a>
    )
  }
  return (
    <a href={`mailto:${target}`} className={linkClassName}>
      {target}
    </a>
  )
}

export function LinkedText({ text }: { text: string }) {
  const parts = text.split(linkPattern)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? renderLink(part) : part}</Fragment>
      ))}
    </>
  )
}
