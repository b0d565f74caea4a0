export { PrivacyPolicyPage as default } from '@/features/legal/privacy-policy-page'
