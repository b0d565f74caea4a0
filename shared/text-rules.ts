import { ERRORS, errorText } from './error-codes'

// What no text field may hold (issue 10): NUL and the other control characters but tab, newline and
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

/**
 * The path (`bio`, `skills.2`, `''` for the value itself) of the first string in a JSON-like value that
 * holds such a character, keys included; undefined when all is well.
 */
export function findInvalidText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasInvalidText(value) ? path : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, path ? `${path}.${index}` : String(index))
      if (found !== undefined) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key
      if (hasInvalidText(key)) return at
      const found = findInvalidText(item, at)
      if (found !== undefined) return found
    }
  }
  return undefined
}
