import { Eye } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'

/** Signed out: these are demo people and swipes stay on this device (spec §2). Compact on phones. */
export function PreviewBanner() {
  const { t } = useTranslation(['discover', 'common'])
  return (
    <aside
      aria-labelledby="preview-mode-title"
      className="mt-3 flex flex-col gap-2 rounded-2xl border border-primary/30 bg-primary/10 p-3 sm:mt-4 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:p-4 md:flex-col md:items-stretch"
    >
      <div className="flex items-start gap-3">
        <Eye aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="preview-mode-title" className="font-semibold">
            {t('preview.title')}
          </h2>
          <p className="text-muted text-sm">{t('preview.text')}</p>
        </div>
      </div>
      <GoogleSignInLink className="sm:shrink-0" />
    </aside>
  )
}
