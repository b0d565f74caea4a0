import { SECURITY_CONTACT } from '@shared/contact'
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
  review: {
    subject: (actor, stars) => `${actor} reviewed you: ${stars}`,
    body: (actor) =>
      `${actor} reviewed your work together in a Bubbles team. Your rating and the review are on your profile.`,
    action: 'See your reviews',
  },
  endorsement: {
    subject: (actor, count) =>
      count === 1 ? `${actor} endorsed one of your skills` : `${actor} endorsed ${count} of your skills`,
    body: (actor) => `${actor} vouched for your skills on Bubbles. Your profile shows every endorsement.`,
    action: 'See your profile',
  },
  mention: {
    subject: (actor, team) => `${actor} mentioned you in ${team}`,
    body: (actor, team) => `${actor} mentioned you in the ${team} team chat on Bubbles.`,
    action: 'Open the team chat',
  },
  teamInvite: {
    subject: (actor, team) => `${actor} invited you to join ${team}`,
    body: (actor, team) =>
      `${actor} invited you to join the team ${team} on Bubbles. The invitation is open for 14 days.`,
    action: 'See the invitation',
  },
  teamCall: {
    subject: (actor, team) => `${actor} started a call in ${team}`,
    action: 'Join the call',
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
  account: {
    verify: {
      subject: 'Confirm your new email for Bubbles',
      body: (email) =>
        `Please confirm that ${email} is the address you want to use for your Bubbles account.`,
      action: 'Confirm this email',
      note: 'The link works once, for 24 hours. If you did not ask for this, ignore this email: nothing changes.',
    },
    emailChanged: {
      subject: 'Your Bubbles email was changed',
      body: (email) =>
        `Your Bubbles email was changed to ${email}. If this wasn't you, write at once to ${SECURITY_CONTACT} from this address so we can secure your account. Replies to this email are not read.`,
    },
    reset: {
      subject: 'Set a new password for Bubbles',
      body: 'Someone asked to set a new password for your Bubbles account. If it was you, choose a new one here.',
      action: 'Set a new password',
      note: 'The link works once, for 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
    },
    noPassword: {
      subject: 'Signing in to Bubbles',
      body: 'Someone asked to reset the password of your Bubbles account, but your account has no password: you sign in with Google.',
      action: 'Sign in with Google',
    },
    passwordChanged: {
      subject: 'Your Bubbles password was changed',
      body: "Your Bubbles password was just changed and every device was signed out. If this wasn't you, set a new password now.",
      action: 'Reset my password',
    },
    footer:
      'You receive this email because of a change to your Bubbles account. It is sent whatever your notification settings are.',
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
