import { zodResolver } from '@hookform/resolvers/zod'
import { type PasswordResetRequest, passwordResetRequestSchema } from '@shared/schemas/account'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useRequestPasswordReset } from './api/request-password-reset'
import { AccountLinkCard } from './components/account-link-card'
import { EmailField } from './components/credential-fields'
import { SubmitWithFailure } from './components/submit-with-failure'

/** "Forgot password?": asks for the address, and says the same afterwards whoever it belongs to. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const id = useId()
  const request = useRequestPasswordReset()
  const [sentTo, setSentTo] = useState<string>()
  const form = useForm<z.input<typeof passwordResetRequestSchema>, unknown, PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState

  if (sentTo) {
    return (
      <AccountLinkCard heading={t('forgot.sentHeading')}>
        <title>{t('forgot.title')}</title>
        <p role="status">{t('forgot.sent', { email: sentTo })}</p>
        <Button asChild variant="outline">
          <Link href="/sign-in">{t('forgot.backToSignIn')}</Link>
        </Button>
      </AccountLinkCard>
    )
  }

  return (
    <AccountLinkCard heading={t('forgot.heading')} description={t('forgot.description')}>
      <title>{t('forgot.title')}</title>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((input) =>
          request.mutate(input, { onSuccess: () => setSentTo(input.email) }),
        )}
      >
        <EmailField
          id={`${id}-email`}
          label={t('email')}
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <SubmitWithFailure
          failure={request.isError ? errorMessage(request.error) : undefined}
          pending={request.isPending}
          label={t('forgot.submit')}
          pendingLabel={t('forgot.sending')}
        />
        <Button asChild variant="link" className="self-center">
          <Link href="/sign-in">{t('forgot.backToSignIn')}</Link>
        </Button>
      </form>
    </AccountLinkCard>
  )
}
