/** The settings an email's unsubscribe link can turn off. */
export type MailSetting = 'emailNotifications' | 'weeklyDigest'

/** What the weekly digest counts; each count has its line in the mail catalogue (digest.lines). */
export interface DigestCounts {
  matches: number
  unreadMessages: number
  likes: number
  teamMessages: number
}
