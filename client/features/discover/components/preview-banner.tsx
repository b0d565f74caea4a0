import { Eye } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SignInCallout } from '@/components/sign-in-callout'

/** Signed out: these are demo people and swipes stay on this device (docs/product.md §2). Compact on phones. */
export function PreviewBanner() {
  const { t } = useTranslation(['discover', 'common'])
  return (
    <SignInCallout
      icon={Eye}
      title={t('preview.title')}
      text={t('preview.text')}
      className="mt-3 gap-2 p-3 sm:mt-4 sm:gap-3 sm:p-4 md:flex-col md:items-stretch"
    />
  )
}
