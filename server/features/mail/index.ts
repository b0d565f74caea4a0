export { enqueueAccountMail } from './account-mail'
export { enqueueWeeklyDigests } from './digest'
export { createEmailChannel, notificationContent, readNotification } from './email-channel'
export { createMailer } from './transport'
