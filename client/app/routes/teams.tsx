import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function TeamsRoute() {
  return <ComingSoon title="Teams & Collaboration" description="Form teams, chat and plan work together." />
}
