import type { MailMessages } from './types'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

export const en: MailMessages = {
  hello: (firstName) => `Hi ${firstName},`,
  match: {
    subject: (actor) => `You matched with ${actor}`,
    body: (actor) => `You and ${actor} liked each other. Say hello and see where it goes.`,
    action: 'Say hello',
  },
  message: {
    subject: (actor, count) =>
      count === 1 ? `${actor} sent you a message` : `${actor} sent you ${count} messages`,
    body: (actor, count) =>
      `${actor} wrote to you on Bubbles: ${count} ${plural(count, 'message is', 'messages are')} waiting for you.`,
    action: 'Open the conversation',
  },
  digest: {
    subject: 'Your week on Bubbles',
    body: 'Here is what happened while you were away this week.',
    lines: {
      matches: (n) => `${n} new ${plural(n, 'match', 'matches')}`,
      unreadMessages: (n) => `${n} unread ${plural(n, 'message', 'messages')}`,
      likes: (n) => `${n} ${plural(n, 'like', 'likes')} on your projects`,
      teamMessages: (n) => `${n} new ${plural(n, 'message', 'messages')} in your teams`,
    },
    action: 'Open Bubbles',
  },
  footer: {
    emailNotifications: 'You receive this email because email notifications are on in your Bubbles settings.',
    weeklyDigest: 'You receive this email because the weekly digest is on in your Bubbles settings.',
    unsubscribe: 'Unsubscribe',
  },
  page: {
    title: 'Unsubscribe',
    ask: {
      emailNotifications: 'Stop email notifications about matches and messages?',
      weeklyDigest: 'Stop the weekly digest?',
    },
    confirm: 'Unsubscribe',
    done: {
      emailNotifications: 'Done. You will get no more email notifications.',
      weeklyDigest: 'Done. You will get no more weekly digests.',
    },
    invalid: 'This unsubscribe link is not valid. You can change your emails in Settings.',
    settings: 'Open Settings',
  },
}
