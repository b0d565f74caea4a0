import { ComingSoon } from '@/features/placeholder/coming-soon'

export default function PortfolioRoute() {
  return (
    <ComingSoon
      title="Portfolio Showcase"
      description="Featured projects from the community and your own work."
    />
  )
}
