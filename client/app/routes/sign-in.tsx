export { SignInPage as default } from '@/features/auth/sign-in-page'
