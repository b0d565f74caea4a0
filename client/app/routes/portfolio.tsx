import { PortfolioPage } from '@/features/portfolio/portfolio-page'

export default PortfolioPage
