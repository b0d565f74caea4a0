import { zodResolver } from '@hookform/resolvers/zod'
import { type PasswordLogin, passwordLoginSchema } from '@shared/schemas/account'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { z } from 'zod'
import { errorMessage } from '@/lib/api-client'
import { usePasswordLogin } from '../api/password-login'
import { EmailField, PasswordField } from './credential-fields'
import { SubmitWithFailure } from './submit-with-failure'

type PasswordLoginFormProps = {
  /** Where to go once signed in; the route switch then shows home or onboarding. */
  redirectTo?: string
  className?: string
}

/**
 * Sign-in with the email and password a person set on the settings page. Self-contained: drop it on
 * any signed-out page. A refusal is shown in the form, next to what the person typed.
 */
export function PasswordLoginForm({ redirectTo = '/', className }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [, navigate] = useLocation()
  const login = usePasswordLogin()
  const [failure, setFailure] = useState<string>()
  const form = useForm<z.input<typeof passwordLoginSchema>, unknown, PasswordLogin>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const signIn = (input: PasswordLogin) => {
    setFailure(undefined)
    login.mutate(input, {
      onSuccess: () => navigate(redirectTo),
      onError: (error) => {
        setFailure(errorMessage(error))
        form.resetField('password')
        form.setFocus('password')
      },
    })
  }

  return (
    <form
      onSubmit={form.handleSubmit(signIn)}
      noValidate
      aria-label={t('password.formLabel')}
      className={className ?? 'flex flex-col gap-4'}
    >
      <EmailField
        id={`${id}-email`}
        label={t('email')}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <PasswordField
        autoComplete="current-password"
        id={`${id}-password`}
        label={t('password.password')}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <Link
        href="/forgot-password"
        className="-mt-2 self-end py-1 text-primary text-sm underline-offset-4 hover:underline"
      >
        {t('forgot.link')}
      </Link>
      <SubmitWithFailure
        failure={failure}
        pending={login.isPending}
        label={t('password.submit')}
        pendingLabel={t('signingIn')}
      />
    </form>
  )
}
