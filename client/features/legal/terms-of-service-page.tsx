import { useEffect } from 'react'
import { LegalPage } from './components/legal-page'
import { termsOfServiceSections } from './content/terms-of-service'

export function TermsOfServicePage() {
  useEffect(() => {
    document.title = 'Terms of Service | Bubbles'
    window.scrollTo(0, 0)
  }, [])

  return <LegalPage title="Terms of Service" sections={termsOfServiceSections} />
}
