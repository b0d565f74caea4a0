import { zodResolver } from '@hookform/resolvers/zod'
import { PASSWORD_MIN_LENGTH, type ResetPasswordForm, resetPasswordFormSchema } from '@shared/schemas/account'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { errorMessage, serverErrorField } from '@/lib/api-client'
import { useConfirmPasswordReset } from './api/confirm-password-reset'
import { AccountLinkCard } from './components/account-link-card'
import { PasswordField } from './components/credential-fields'
import { SubmitWithFailure } from './components/submit-with-failure'

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
        <PasswordField
          autoComplete="new-password"
          id={`${id}-new`}
          label={t('auth:reset.newPassword')}
          hint={t('auth:reset.newPasswordHint', { minLength: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
          registration={form.register('newPassword')}
        />
        <PasswordField
          autoComplete="new-password"
          id={`${id}-confirm`}
          label={t('auth:reset.confirmPassword')}
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
        />
        <SubmitWithFailure
          failure={reset.isError ? errorMessage(reset.error) : undefined}
          pending={reset.isPending}
          label={t('auth:reset.submit')}
          pendingLabel={t('auth:reset.saving')}
        />
      </form>
    </AccountLinkCard>
  )
}
