import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { LIMITS } from '../limits'
import { devLoginSchema } from './auth'
import { singleLine } from './common'

export const PASSWORD_MIN_LENGTH = 8
// scrypt takes any length, but an unbounded password is a cheap way to make the server work hard.
export const PASSWORD_MAX_LENGTH = 200
export const PASSWORD_MISMATCH_MESSAGE = ERRORS.password_mismatch
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = ERRORS.current_password_required
export const CURRENT_PASSWORD_WRONG_MESSAGE = ERRORS.current_password_wrong
export const EMAIL_IN_USE_MESSAGE = ERRORS.email_in_use
export const INVALID_LOGIN_MESSAGE = ERRORS.invalid_login

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
 * PUT /api/settings/account (docs/product.md §3 Account settings). Any subset may be sent. A first password needs
 * no current one; changing the password or the email of an account that has a password needs it.
 */
export const updateAccountSchema = z
  .object({
    firstName: singleLine(
      z
        .string()
        .trim()
        .min(1, ERRORS.first_name_required)
        .max(LIMITS.nameLength, errorText('too_long', { max: LIMITS.nameLength })),
    ).optional(),
    lastName: singleLine(
      z
        .string()
        .trim()
        .max(LIMITS.nameLength, errorText('too_long', { max: LIMITS.nameLength })),
    ).optional(),
    email: emailSchema.optional(),
    currentPassword: passwordField(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG_MESSAGE),
    newPassword: passwordField(
      PASSWORD_MAX_LENGTH,
      errorText('password_too_long', { max: PASSWORD_MAX_LENGTH }),
    ).refine(
      (value) => value === undefined || value.length >= PASSWORD_MIN_LENGTH,
      errorText('password_too_short', { min: PASSWORD_MIN_LENGTH }),
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
    .string({ error: ERRORS.password_required })
    .min(1, ERRORS.password_required)
    .max(PASSWORD_MAX_LENGTH, errorText('password_too_long', { max: PASSWORD_MAX_LENGTH })),
})
export type PasswordLogin = z.infer<typeof passwordLoginSchema>

export const deleteAccountResultSchema = z.object({ message: z.string() })
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all of its data have been deleted'

// docs/decisions/025: links mailed to a person. A token is 43 characters (256 bits, base64url).
const tokenField = (invalid: string) => z.string({ error: invalid }).trim().min(1, invalid).max(200, invalid)

/** A new password as Settings takes it: at least 8 characters, at most 200, never trimmed. */
const newPasswordField = z
  .string({ error: ERRORS.password_required })
  .min(1, ERRORS.password_required)
  .min(PASSWORD_MIN_LENGTH, errorText('password_too_short', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, errorText('password_too_long', { max: PASSWORD_MAX_LENGTH }))

/** POST /api/auth/email/verify. */
export const verifyEmailSchema = z.object({ token: tokenField(ERRORS.email_link_invalid) })
export type VerifyEmail = z.infer<typeof verifyEmailSchema>
export const verifyEmailResultSchema = z.object({ email: z.string() })

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email: emailSchema })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>
/** The one answer, whether or not the address has an account. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If this address belongs to a Bubbles account, we have sent it an email with what to do next.'

/** POST /api/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({
  token: tokenField(ERRORS.reset_link_invalid),
  newPassword: newPasswordField,
})
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password was changed. Sign in with your new password.'

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH_MESSAGE,
  })
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>

export const messageResultSchema = z.object({ message: z.string() })
