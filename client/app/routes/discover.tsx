import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function DiscoverRoute() {
  return <ComingSoon title="Discover" description="Find creative professionals who share your vision." />
}
