import { useTranslation } from 'react-i18next'
import { HomePage } from '@/features/home/home-page'
import { TourButton } from '@/features/tour/tour-button'

export default function HomeRoute() {
  // Both catalogues at once, not one after the other as the page and then its tour button ask.
  useTranslation(['home', 'tour', 'common'])
  return <HomePage actions={<TourButton className="self-start sm:self-auto" />} />
}
