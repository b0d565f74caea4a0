import { useEffect } from 'react'
import { LegalPage } from './components/legal-page'
import { privacyPolicySections } from './content/privacy-policy'

export function PrivacyPolicyPage() {
  useEffect(() => {
    document.title = 'Privacy Policy | Bubbles'
    window.scrollTo(0, 0)
  }, [])

  return <LegalPage title="Privacy Policy" sections={privacyPolicySections} />
}
