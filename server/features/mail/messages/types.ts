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
  /** Issue 30: a crew member's review ("★★★★★"), and endorsements of one person on one day. */
  review: {
    subject: (actor: string, stars: string) => string
    body: (actor: string) => string
    action: string
  }
  endorsement: {
    subject: (actor: string, count: number) => string
    body: (actor: string) => string
    action: string
  }
  /** A team chat message that @mentions the person: named, never quoted. */
  mention: {
    subject: (actor: string, team: string) => string
    body: (actor: string, team: string) => string
    action: string
  }
  /** A team's owner invited the person (email and push): the team's name, never more of it. */
  teamInvite: {
    subject: (actor: string, team: string) => string
    body: (actor: string, team: string) => string
    action: string
  }
  /** A team call started while the person was away (web push only). */
  teamCall: { subject: (actor: string, team: string) => string; action: string }
  digest: {
    subject: string
    body: string
    lines: { [K in keyof DigestCounts]: (count: number) => string }
    action: string
  }
  footer: { [K in MailSetting]: string } & { unsubscribe: string }
  /** Mails about the account itself (issue 18): sent whatever the notification settings say. */
  account: {
    verify: { subject: string; body: (email: string) => string; action: string; note: string }
    emailChanged: { subject: string; body: (email: string) => string }
    reset: { subject: string; body: string; action: string; note: string }
    noPassword: { subject: string; body: string; action: string }
    passwordChanged: { subject: string; body: string; action: string }
    footer: string
  }
  page: {
    title: string
    ask: { [K in MailSetting]: string }
    confirm: string
    done: { [K in MailSetting]: string }
    invalid: string
    settings: string
  }
}
