import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { hasControlCharacters } from '../text-rules'

/** Trims, drops empty entries and duplicates (first spelling wins), keeps order. */
export const uniqueTrimmed = (values: string[], normalize: (value: string) => string = (v) => v) => {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of values) {
    const value = normalize(raw.trim())
    const key = value.toLowerCase()
    if (value && !seen.has(key)) {
      seen.add(key)
      out.push(value)
    }
  }
  return out
}

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, errorText('too_long', { max }))

/**
 * The one rule for every name and title (people's names, team names, project and task titles): a single
 * line. A CR/LF in a name would write lines of its own into an email's plain-text part, or a header,
 * and no other control character belongs in one either. Multi-line fields (bio, descriptions, messages)
 * keep tab and new line; the text guard refuses NUL and the like in those.
 */
export const singleLine = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !hasControlCharacters(value), ERRORS.single_line)

/** requiredText for a name or a title: not blank, bounded, one line. */
export const requiredLine = (max: number, message: string) => singleLine(requiredText(max, message))

/** An image or link reference: an upload served by us (/uploads/...) or an external https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^\/uploads\/[\w.-]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
    message: ERRORS.image_url,
  })
