/** A run of a message's text; `href` when the run is a web link. */
export interface TextPart {
  text: string
  href?: string
}

// Only http and https, written out with their scheme: "javascript:", "data:" and the rest never match,
// so no other scheme can reach an href. Not after a letter or digit ("xhttps://" is not a link); runs to
// the next space or a character that cannot sit in a URL unescaped. A host must follow the two slashes:
// the URL parser would read "https:///path" as the host "path".
const CANDIDATE = /(?<![\p{L}\p{N}])https?:\/\/(?!\/)[^\s<>"`{}|\\^]+/giu
// Punctuation that ends a sentence rather than a link: "see https://example.org." links without the dot.
const TRAILING = /[.,;:!?'*_~]+$/
const PAIRS: Record<string, string> = { ')': '(', ']': '[' }

/** Drops closing brackets and punctuation the link does not open itself: "(https://x.org/a)" gives ".../a". */
function trimEnd(candidate: string) {
  let link = candidate
  for (;;) {
    const before = link
    link = link.replace(TRAILING, '')
    const last = link.at(-1)
    const open = last && PAIRS[last]
    if (open && count(link, open) < count(link, last)) link = link.slice(0, -1)
    if (link === before) return link
  }
}

const count = (text: string, char: string) => text.split(char).length - 1

/**
 * The web address `candidate` stands for, or nothing: it must parse with a host, and carry no name or
 * password ("https://bank.example@evil.example" reads as one host and leads to another).
 */
function hrefOf(candidate: string) {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (!url.hostname || url.username || url.password) return undefined
  return url.href
}

/**
 * Splits a message into plain text and http(s) links. Joined, the parts' texts are the message exactly:
 * the page shows them as text, never as HTML.
 */
export function findLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let plainFrom = 0
  for (const match of text.matchAll(CANDIDATE)) {
    const link = trimEnd(match[0])
    const href = hrefOf(link)
    if (!href) continue
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index) })
    parts.push({ text: link, href })
    plainFrom = match.index + link.length
  }
  if (plainFrom < text.length || parts.length === 0) parts.push({ text: text.slice(plainFrom) })
  return parts
}
