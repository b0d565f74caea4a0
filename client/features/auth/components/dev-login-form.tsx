import { zodResolver } from '@hookform/resolvers/zod'
import { type DevLogin, devLoginSchema } from '@shared/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-client'
import { useDevLogin } from '../api/dev-login'
import { SubmitWithFailure } from './submit-with-failure'

// Accounts created by the demo data (npm run seed), for a one-click look around.
const DEMO_ACCOUNTS = [
  { email: 'demo@bubbles.co.za', firstName: 'Lerato', lastName: 'Mokoena' },
  { email: 'demo2@bubbles.co.za', firstName: 'Sipho', lastName: 'Dlamini' },
]

/** Development sign-in: stands in for Google on machines without Google credentials. */
export function DevLoginForm() {
  const { t } = useTranslation(['auth', 'common'])
  const [, navigate] = useLocation()
  const login = useDevLogin()
  // Shown in the form, where the person is looking: a refusal such as a suspended account's (403) says
  // what to do next, and must not vanish with a toast.
  const [failure, setFailure] = useState<string>()
  const form = useForm<DevLogin, unknown, z.output<typeof devLoginSchema>>({
    resolver: zodResolver(devLoginSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  })
  const { errors } = form.formState

  const signIn = (input: DevLogin) => {
    setFailure(undefined)
    login.mutate(input, {
      onSuccess: () => navigate('/'),
      onError: (error) => setFailure(errorMessage(error)),
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={form.handleSubmit(signIn)} noValidate className="flex flex-col gap-4">
        <Field
          label={t('auth:dev.firstName')}
          htmlFor="dev-first-name"
          error={errors.firstName?.message}
          required
        >
          {(p) => <Input {...p} autoComplete="given-name" {...form.register('firstName')} />}
        </Field>
        <Field label={t('auth:dev.lastName')} htmlFor="dev-last-name" error={errors.lastName?.message}>
          {(p) => <Input {...p} autoComplete="family-name" {...form.register('lastName')} />}
        </Field>
        <Field label={t('auth:email')} htmlFor="dev-email" error={errors.email?.message} required>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <SubmitWithFailure
          failure={failure}
          pending={login.isPending}
          label={t('common:actions.signIn')}
          pendingLabel={t('auth:signingIn')}
        />
      </form>
      <div>
        <p className="text-sm font-medium text-muted">{t('auth:dev.demoAccounts')}</p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          {DEMO_ACCOUNTS.map((account) => (
            <Button
              key={account.email}
              variant="outline"
              className="flex-1"
              disabled={login.isPending}
              onClick={() => signIn(account)}
            >
              {account.firstName} {account.lastName}
            </Button>
          ))}
        </div>
      </div>
    </div>
  )
}
