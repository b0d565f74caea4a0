export { default } from '@/features/profile/public-profile-page'
