import { LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SignInCallout } from '@/components/sign-in-callout'

/** Visitors see what teams are for and how to get in; nothing is loaded for them. */
export function SignedOutTeams() {
  const { t } = useTranslation(['teams', 'common'])
  return (
    <SignInCallout
      icon={LogIn}
      title={t('signedOut.title')}
      text={t('signedOut.text')}
      className="gap-4 p-5"
      titleClassName="text-lg"
    />
  )
}
