import { HomePage } from '@/features/home/home-page'
import { TourButton } from '@/features/tour/tour-button'

export default function HomeRoute() {
  return <HomePage actions={<TourButton className="self-start sm:self-auto" />} />
}
