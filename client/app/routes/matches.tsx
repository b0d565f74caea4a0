import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function MatchesRoute() {
  return <ComingSoon title="Messages" description="Your matches and conversations." />
}
