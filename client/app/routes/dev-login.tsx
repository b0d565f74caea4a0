export { DevLoginPage as default } from '@/features/auth/dev-login-page'
