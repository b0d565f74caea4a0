/**
 * Where a person writes about their account's safety: the Information Officer named in the privacy
 * policy. Account emails come from a no-reply address (MAIL_FROM), so they name this one instead.
 */
export const SECURITY_CONTACT = 'privacy@bubbles.co.za'
