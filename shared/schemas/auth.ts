import { z } from 'zod'
import { ERRORS } from '../error-codes'
import { LIMITS } from '../limits'
import { listedTimezone } from '../options'
import { singleLine } from './common'
import { profileSchema } from './profile'

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  /** Absent (null) until onboarding is done. */
  profile: profileSchema.nullable(),
  /**
   * A moderator (ADMIN_EMAILS): the app shows them the reports queue, with or without a profile. Present
   * (true) only for them, in GET /api/auth/user and in the sign-in answers.
   */
  isAdmin: z.boolean().optional(),
})
export type User = z.infer<typeof userSchema>

/**
 * The browser's time zone, sent at sign-up and saved when it is listed. Anything else signs up on UTC
 * (docs/product.md §9) rather than refusing the sign-in: a browser in an unlisted zone is no one's mistake.
 */
const signUpTimezoneSchema = z.unknown().transform(listedTimezone).optional()

export const devLoginSchema = z.object({
  email: z
    .string({ error: ERRORS.email_required })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailLength)
    .pipe(z.email(ERRORS.email_invalid)),
  firstName: singleLine(
    z
      .string({ error: ERRORS.first_name_required })
      .trim()
      .min(1, ERRORS.first_name_required)
      .max(LIMITS.nameLength),
  ),
  lastName: singleLine(z.string().trim().max(LIMITS.nameLength)).default(''),
  timezone: signUpTimezoneSchema,
})
export type DevLogin = z.input<typeof devLoginSchema>

/** GET /api/auth/google?timezone=...: the zone is kept with the sign-in's checks until the callback. */
export const googleSignInQuerySchema = z.object({ timezone: signUpTimezoneSchema })
