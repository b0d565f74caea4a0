export { PhotoStepPage as default } from '@/features/onboarding/photo-step-page'
