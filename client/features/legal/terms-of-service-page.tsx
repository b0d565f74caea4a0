import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/use-document-title'
import { LegalPage } from './components/legal-page'
import { termsOfServiceSections } from './content/terms-of-service'

export function TermsOfServicePage() {
  const { t } = useTranslation('legal')
  useDocumentTitle(t('terms.documentTitle'))
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return <LegalPage title={t('terms.title')} sections={termsOfServiceSections} />
}
