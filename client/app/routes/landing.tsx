export { LandingPage as default } from '@/features/landing/landing-page'
