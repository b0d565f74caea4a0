import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** Onboarding needs an account to attach the profile to. */
export function SignInPrompt() {
  const { t } = useTranslation(['onboarding', 'common'])
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CardTitle asChild>
          <h1>{t('onboarding:signIn.title')}</h1>
        </CardTitle>
        <CardDescription>{t('onboarding:signIn.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <GoogleSignInLink size="lg" />
      </CardContent>
    </Card>
  )
}
