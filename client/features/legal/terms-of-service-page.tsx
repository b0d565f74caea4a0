import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LegalPage } from './components/legal-page'
import { termsOfServiceSections } from './content/terms-of-service'

export function TermsOfServicePage() {
  const { t } = useTranslation('legal')
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return (
    <>
      <title>{t('terms.documentTitle')}</title>
      <LegalPage title={t('terms.title')} sections={termsOfServiceSections} />
    </>
  )
}
