import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/** A visitor opening /profile (spec §2): there is no profile to show without an account. */
export function SignedOutPrompt() {
  const { t } = useTranslation(['profile', 'common'])
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
            <UserRound aria-hidden className="size-7" />
          </span>
          <CardTitle asChild>
            <h1 className="mt-2">{t('profile:page.signedOut')}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex justify-center">
          <GoogleSignInLink size="lg" />
        </CardContent>
      </Card>
    </div>
  )
}
