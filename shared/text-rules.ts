import { ERRORS, errorText } from './error-codes'

// What no text field may hold (docs/decisions/014): NUL and the other control characters but tab, newline and
// carriage return; UTF-16 halves without their other half (invalid Unicode that PostgreSQL refuses);
// and the noncharacters U+FFFE and U+FFFF. PostgreSQL stores none of these, so a field holding one
// used to end as a 500 from the database; now it is refused where the request comes in.
const INVALID_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** "bio contains characters that are not allowed", or of the request or event as a whole (no field). */
export const invalidTextMessage = (field: string, whole: 'request' | 'event') =>
  field
    ? errorText('invalid_text', { field })
    : ERRORS[whole === 'request' ? 'invalid_text_request' : 'invalid_text_event']

/** True when a string holds a character no text field may hold. */
export const hasInvalidText = (text: string) => INVALID_TEXT.test(text)

// Names and titles are one line: no control character at all, C0 (tab, CR and LF included), DEL or C1.
const CONTROL_CHARACTER = /\p{Cc}/u

/** True when a string holds a control character, which no name or title may hold. */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text)

/** A name someone else vouches for (an OpenID provider's), made one line: each run of them is a space. */
export const toSingleLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim()

/**
 * The path (`bio`, `skills.2`, `''` for the value itself) of the first string in a JSON-like value that
 * holds such a character, keys included; undefined when all is well. Iterative, with its own stack: a
 * payload nested thousands deep must not overflow the call stack here (the guards refuse such payloads
 * before this runs, and this stays safe should one get through).
 */
export function findInvalidText(value: unknown): string | undefined {
  // Depth first, in document order: each entry's key is checked before what it holds.
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path: '' }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (item.key !== undefined && hasInvalidText(item.key)) return item.path
    if (typeof item.value === 'string') {
      if (hasInvalidText(item.value)) return item.path
      continue
    }
    if (!item.value || typeof item.value !== 'object') continue
    const isArray = Array.isArray(item.value)
    const entries = Object.entries(item.value)
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!
      const path = item.path ? `${item.path}.${key}` : key
      stack.push({ value: child, path, key: isArray ? undefined : key })
    }
  }
  return undefined
}
