import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LegalPage } from './components/legal-page'
import { privacyPolicySections } from './content/privacy-policy'

export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal')
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return (
    <>
      <title>{t('privacy.documentTitle')}</title>
      <LegalPage title={t('privacy.title')} sections={privacyPolicySections} />
    </>
  )
}
