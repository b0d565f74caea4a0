export { TermsOfServicePage as default } from '@/features/legal/terms-of-service-page'
