import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  type UpdateAccount,
  type UpdateAccountInput,
  updateAccountSchema,
} from '@shared/schemas/account'
import type { Settings } from '@shared/schemas/settings'
import { LoaderCircle } from 'lucide-react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Separator } from '@/components/ui/separator'
import { errorMessage, serverErrorField } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useUpdateAccountSettings } from '../api/update-account-settings'
import { PendingEmail } from './pending-email'

type AccountFields = UpdateAccountInput
const FIELDS: (keyof AccountFields)[] = [
  'firstName',
  'lastName',
  'email',
  'currentPassword',
  'newPassword',
  'confirmPassword',
]
const toFormValues = (account: Settings['account']): AccountFields => ({
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
})
const fieldId = (name: keyof AccountFields) => `account-${name}`

/** Names, email and the password: set one when there is none, change it with the current one. */
export function AccountSettingsForm({ account }: { account: Settings['account'] }) {
  const { t } = useTranslation(['settings', 'common'])
  const updateAccount = useUpdateAccountSettings()
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    AccountFields,
    unknown,
    UpdateAccount
  >({ resolver: zodResolver(updateAccountSchema), defaultValues: toFormValues(account) })
  const { errors } = formState

  const onInvalid = (invalid: FieldErrors<AccountFields>) => {
    // The spec's own words for the one mistake every password form sees, before anything is sent.
    if (invalid.confirmPassword?.message === PASSWORD_MISMATCH_MESSAGE) {
      notify.error(t('settings:account.toast.mismatch'), translateMessage(PASSWORD_MISMATCH_MESSAGE))
    }
    const first = FIELDS.find((name) => invalid[name])
    if (first) setFocus(first)
  }

  const onValid = async (input: UpdateAccount) => {
    try {
      const settings = await updateAccount.mutateAsync(input)
      reset(toFormValues(settings.account))
      // A new address is only asked for: the person must know to look for the link.
      if (input.email !== account.email && settings.account.pendingEmail === input.email) {
        notify.success(t('settings:account.toast.emailPending', { email: input.email }))
      } else {
        notify.success(
          t(input.newPassword ? 'settings:account.toast.passwordSaved' : 'settings:account.toast.saved'),
        )
      }
    } catch (error) {
      notify.error(t('settings:account.toast.failed'), errorMessage(error, 'refusal'))
      const field = serverErrorField(error) as keyof AccountFields | undefined
      if (field && FIELDS.includes(field)) {
        setError(field, { message: errorMessage(error, 'refusal') })
        setFocus(field)
      }
    }
  }

  const busy = updateAccount.isPending
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('settings:account.firstName')}
          htmlFor={fieldId('firstName')}
          error={errors.firstName?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              {...register('firstName')}
              autoComplete="given-name"
              aria-required
              maxLength={LIMITS.nameLength}
            />
          )}
        </Field>
        <Field
          label={t('settings:account.lastName')}
          htmlFor={fieldId('lastName')}
          error={errors.lastName?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('lastName')}
              autoComplete="family-name"
              maxLength={LIMITS.nameLength}
            />
          )}
        </Field>
      </div>
      <Field
        label={t('settings:account.email')}
        htmlFor={fieldId('email')}
        error={errors.email?.message}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            // The sign-in name for the password below, so password managers save them together.
            autoComplete="username"
            aria-required
            maxLength={LIMITS.emailLength}
          />
        )}
      </Field>
      {account.pendingEmail && <PendingEmail email={account.email} pendingEmail={account.pendingEmail} />}

      <Separator />
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 flex flex-col gap-0.5">
          <span className="font-semibold">
            {t(account.hasPassword ? 'settings:account.changePassword' : 'settings:account.setPassword')}
          </span>
          <span className="text-muted text-sm">
            {t(
              account.hasPassword
                ? 'settings:account.changePasswordHint'
                : 'settings:account.setPasswordHint',
            )}
          </span>
        </legend>
        {account.hasPassword && (
          <Field
            label={t('settings:account.currentPassword')}
            htmlFor={fieldId('currentPassword')}
            hint={t('settings:account.currentPasswordHint')}
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register('currentPassword')}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
          </Field>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('settings:account.newPassword')}
            htmlFor={fieldId('newPassword')}
            hint={t('settings:account.newPasswordHint', { minLength: PASSWORD_MIN_LENGTH })}
            error={errors.newPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register('newPassword')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
          </Field>
          <Field
            label={t('settings:account.confirmPassword')}
            htmlFor={fieldId('confirmPassword')}
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register('confirmPassword')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start max-sm:w-full">
        {busy && <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />}
        {busy ? t('common:actions.saving') : t('settings:account.save')}
      </Button>
    </form>
  )
}
