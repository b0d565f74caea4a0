import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function DemoRoute() {
  return <ComingSoon title="Demo" description="A guided tour of Bubbles without signing in." />
}
