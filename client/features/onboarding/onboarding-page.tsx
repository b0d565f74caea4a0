import { useTranslation } from 'react-i18next'
import { OnboardingForm } from './components/onboarding-form'

/** Shown to a signed-in user without a profile on /, /onboarding and unknown paths (docs/product.md §2). */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding')
  const documentTitle = t('page.documentTitle')

  return (
    <div className="px-4 py-6 sm:py-10">
      <title>{documentTitle}</title>
      <div className="mx-auto w-full max-w-160">
        <OnboardingForm />
      </div>
    </div>
  )
}

export default OnboardingPage
