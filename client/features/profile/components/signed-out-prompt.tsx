import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/**
 * A visitor opening /profile (docs/product.md §2): there is no profile to show without an account. Also a visitor
 * following a link to someone's profile (/people/{id}): profiles are for members ("public" means
 * anyone signed in), so they are asked to sign in, with `title` and `text` saying so.
 */
export function SignedOutPrompt({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation(['profile', 'common'])
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
            <UserRound aria-hidden className="size-7" />
          </span>
          <CardTitle asChild>
            <h1 className="mt-2">{title ?? t('profile:page.signedOut')}</h1>
          </CardTitle>
          {text && <p className="text-muted text-sm">{text}</p>}
        </CardHeader>
        <CardContent className="flex justify-center">
          <GoogleSignInLink size="lg" />
        </CardContent>
      </Card>
    </div>
  )
}
