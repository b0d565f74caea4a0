import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'

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

/** An image or link reference: an upload served by us (/uploads/...) or an external https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^\/uploads\/[\w.-]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
    message: ERRORS.image_url,
  })
