import { zodResolver } from '@hookform/resolvers/zod'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from '@shared/schemas/account'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { errorMessage, serverErrorField } from '@/lib/api-client'
import { useConfirmPasswordReset } from './api/confirm-password-reset'
import { AccountLinkCard } from './components/account-link-card'

/** The page a reset mail links to: a new password twice, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors'])
  const id = useId()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const reset = useConfirmPasswordReset()
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const askAgain = (
    <Button asChild variant="outline">
      <Link href="/forgot-password">{t('auth:reset.askAgain')}</Link>
    </Button>
  )
  // A link without its token, or one the server refused: nothing to type can help, a new link can.
  if (!token || (reset.isError && serverErrorField(reset.error) === 'token')) {
    return (
      <AccountLinkCard heading={t('auth:reset.failedHeading')}>
        <title>{t('auth:reset.title')}</title>
        <p role="alert">{token ? errorMessage(reset.error) : t('errors:reset_link_invalid')}</p>
        {askAgain}
      </AccountLinkCard>
    )
  }
  if (reset.isSuccess) {
    return (
      <AccountLinkCard heading={t('auth:reset.doneHeading')}>
        <title>{t('auth:reset.title')}</title>
        <p role="status">{t('auth:reset.done')}</p>
        <Button asChild>
          <Link href="/sign-in">{t('auth:reset.signIn')}</Link>
        </Button>
      </AccountLinkCard>
    )
  }

  return (
    <AccountLinkCard heading={t('auth:reset.heading')} description={t('auth:reset.description')}>
      <title>{t('auth:reset.title')}</title>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
      >
        <Field
          label={t('auth:reset.newPassword')}
          htmlFor={`${id}-new`}
          hint={t('auth:reset.newPasswordHint', { minLength: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.register('newPassword')}
            />
          )}
        </Field>
        <Field
          label={t('auth:reset.confirmPassword')}
          htmlFor={`${id}-confirm`}
          error={errors.confirmPassword?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.register('confirmPassword')}
            />
          )}
        </Field>
        {reset.isError && (
          <p role="alert" className="font-medium text-danger text-sm">
            {errorMessage(reset.error)}
          </p>
        )}
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? t('auth:reset.saving') : t('auth:reset.submit')}
        </Button>
      </form>
    </AccountLinkCard>
  )
}
