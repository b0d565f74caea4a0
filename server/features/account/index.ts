export { claimAddress, verifyEmailChange } from './email-change'
export { confirmPasswordReset, requestPasswordReset } from './password-reset'
export { findUserByPassword } from './password-sign-in'
