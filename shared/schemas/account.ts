import { z } from 'zod'
import { LIMITS } from '../limits'
import { devLoginSchema } from './auth'

export const PASSWORD_MIN_LENGTH = 8
// scrypt takes any length, but an unbounded password is a cheap way to make the server work hard.
export const PASSWORD_MAX_LENGTH = 200
export const PASSWORD_MISMATCH_MESSAGE = "New password and confirmation don't match"
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your email or password'
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect'
export const EMAIL_IN_USE_MESSAGE = 'That email is already in use'
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password'

// The same normalisation as every other sign-in: trimmed and lower-cased, so one address is one account.
const emailSchema = devLoginSchema.shape.email

/** Password fields are sent blank when unused; blank means "not given". Never trimmed: spaces count. */
const passwordField = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined)

/**
 * PUT /api/settings/account (spec §3 Account settings). Any subset may be sent. A first password needs
 * no current one; changing the password or the email of an account that has a password needs it.
 */
export const updateAccountSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1, 'First name is required')
      .max(LIMITS.nameLength, `Must be at most ${LIMITS.nameLength} characters`)
      .optional(),
    lastName: z
      .string()
      .trim()
      .max(LIMITS.nameLength, `Must be at most ${LIMITS.nameLength} characters`)
      .optional(),
    email: emailSchema.optional(),
    currentPassword: passwordField(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG_MESSAGE),
    newPassword: passwordField(
      PASSWORD_MAX_LENGTH,
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    ).refine(
      (value) => value === undefined || value.length >= PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
    confirmPassword: passwordField(PASSWORD_MAX_LENGTH, PASSWORD_MISMATCH_MESSAGE),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH_MESSAGE,
  })
export type UpdateAccountInput = z.input<typeof updateAccountSchema>
export type UpdateAccount = z.output<typeof updateAccountSchema>

/** POST /api/auth/password-login. */
export const passwordLoginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
})
export type PasswordLogin = z.infer<typeof passwordLoginSchema>

export const deleteAccountResultSchema = z.object({ message: z.string() })
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all of its data have been deleted'
