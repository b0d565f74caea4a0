import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function ProfileRoute() {
  return <ComingSoon title="Profile" description="Your professional profile." />
}
