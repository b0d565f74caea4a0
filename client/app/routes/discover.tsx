import { DiscoverPage } from '@/features/discover/discover-page'
import { FirstVisitTour } from '@/features/tour/first-visit-tour'

// Profile creation lands here (docs/product.md §4), so this is where a new member gets the tour, once.
export default function DiscoverRoute() {
  return (
    <>
      <DiscoverPage />
      <FirstVisitTour />
    </>
  )
}
