import { LIMITS } from '@shared/limits'
import { PASSWORD_MAX_LENGTH } from '@shared/schemas/account'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

type CredentialFieldProps = {
  id: string
  label: string
  hint?: string
  error?: string
  registration: UseFormRegisterReturn
}

/** The account's email, as the password manager knows it (its user name). */
export function EmailField({ id, label, error, registration }: CredentialFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error} required>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="username"
          maxLength={LIMITS.emailLength}
          {...registration}
        />
      )}
    </Field>
  )
}

/** A password: the one in use (sign-in) or a new one, so the password manager knows which to offer. */
export function PasswordField({
  autoComplete,
  id,
  label,
  hint,
  error,
  registration,
}: CredentialFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} required>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          {...registration}
        />
      )}
    </Field>
  )
}
