import type { ReactNode } from 'react'

/** Lower case without accents, character by character (so positions still match the original text). */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The words a person typed, as the server reads them: two characters or more. */
export const queryWords = (q: string) =>
  q
    .trim()
    .split(/\s+/u)
    .filter((word) => word.length >= 2)
    .map((word) => [...word].map(foldChar).join(''))

/**
 * The text with every typed word marked where it occurs, ignoring case and accents ("zoe" marks "Zoë").
 * Close spellings the server also matched are not marked: only what was literally typed.
 */
export function Highlight({ text, q }: { text: string; q: string }) {
  const words = queryWords(q)
  if (words.length === 0 || !text) return <>{text}</>
  const chars = [...text]
  const folded = chars.map(foldChar)
  const marked = new Array<boolean>(chars.length).fill(false)
  for (const word of words) {
    const wordChars = [...word]
    for (let start = 0; start + wordChars.length <= folded.length; start++) {
      if (wordChars.every((char, offset) => folded[start + offset] === char)) {
        for (let offset = 0; offset < wordChars.length; offset++) marked[start + offset] = true
      }
    }
  }
  const parts: ReactNode[] = []
  let run = ''
  let runMarked = false
  const flush = (key: number) => {
    if (!run) return
    parts.push(
      runMarked ? (
        <mark key={key} className="rounded-sm bg-primary/20 px-0.5 text-inherit">
          {run}
        </mark>
      ) : (
        run
      ),
    )
    run = ''
  }
  chars.forEach((char, index) => {
    if (marked[index] !== runMarked) {
      flush(index)
      runMarked = marked[index]!
    }
    run += char
  })
  flush(chars.length)
  return <>{parts}</>
}
