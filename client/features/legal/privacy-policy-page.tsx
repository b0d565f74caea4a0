import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/use-document-title'
import { LegalPage } from './components/legal-page'
import { privacyPolicySections } from './content/privacy-policy'

export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal')
  useDocumentTitle(t('privacy.documentTitle'))
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return <LegalPage title={t('privacy.title')} sections={privacyPolicySections} />
}
