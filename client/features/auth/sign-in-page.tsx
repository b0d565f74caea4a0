import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Separator } from '@/components/ui/separator'
import { PasswordLoginForm } from './components/password-login-form'

/** Sign in with Google, or with the email and password a person set in Settings. */
export function SignInPage() {
  const { t } = useTranslation(['auth', 'common'])
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <title>{t('auth:signIn.title')}</title>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{t('auth:signIn.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('auth:signIn.tagline')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <GoogleSignInLink size="lg" icon />
          <div className="flex items-center gap-3 text-sm text-muted">
            <Separator className="flex-1" />
            <span className="text-center">{t('auth:signIn.or')}</span>
            <Separator className="flex-1" />
          </div>
          <PasswordLoginForm />
        </CardContent>
      </Card>
    </div>
  )
}
