import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function HomeRoute() {
  return <ComingSoon title="Home" description="Your dashboard with matches, teams and recent projects." />
}
