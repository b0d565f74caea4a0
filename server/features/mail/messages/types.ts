/** The settings an email's unsubscribe link can turn off. */
export type MailSetting = 'emailNotifications' | 'weeklyDigest'

export interface DigestCounts {
  matches: number
  unreadMessages: number
  likes: number
  teamMessages: number
}

/** Every word of the emails and the unsubscribe page, in one language. */
export interface MailMessages {
  hello: (firstName: string) => string
  match: { subject: (actor: string) => string; body: (actor: string) => string; action: string }
  message: {
    subject: (actor: string, count: number) => string
    body: (actor: string, count: number) => string
    action: string
  }
  digest: {
    subject: string
    body: string
    lines: { [K in keyof DigestCounts]: (count: number) => string }
    action: string
  }
  footer: { [K in MailSetting]: string } & { unsubscribe: string }
  page: {
    title: string
    ask: { [K in MailSetting]: string }
    confirm: string
    done: { [K in MailSetting]: string }
    invalid: string
    settings: string
  }
}
