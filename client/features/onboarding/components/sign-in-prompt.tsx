import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
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
        {/* A plain link: sign-in is a full browser navigation through the server, not a client route. */}
        <a href="/api/auth/google" className={buttonVariants({ size: 'lg' })}>
          {t('common:actions.signInWithGoogle')}
        </a>
      </CardContent>
    </Card>
  )
}
