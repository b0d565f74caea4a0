import { LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'

/** Visitors see what teams are for and how to get in; nothing is loaded for them. */
export function SignedOutTeams() {
  const { t } = useTranslation(['teams', 'common'])
  return (
    <aside
      aria-labelledby="teams-sign-in-title"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-primary/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <LogIn aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="teams-sign-in-title" className="font-semibold text-lg">
            {t('signedOut.title')}
          </h2>
          <p className="text-muted text-sm">{t('signedOut.text')}</p>
        </div>
      </div>
      <GoogleSignInLink className="sm:shrink-0" />
    </aside>
  )
}
