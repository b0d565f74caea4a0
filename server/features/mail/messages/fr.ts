import type { MailMessages } from './types'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

export const fr: MailMessages = {
  hello: (firstName) => `Bonjour ${firstName},`,
  match: {
    subject: (actor) => `C'est un match avec ${actor}`,
    body: (actor) => `${actor} et vous vous êtes plu mutuellement. Dites bonjour et voyez où cela vous mène.`,
    action: 'Dire bonjour',
  },
  message: {
    subject: (actor, count) =>
      count === 1 ? `${actor} vous a envoyé un message` : `${actor} vous a envoyé ${count} messages`,
    body: (actor, count) =>
      `${actor} vous a écrit sur Bubbles : ${plural(count, '1 message vous attend.', `${count} messages vous attendent.`)}`,
    action: 'Ouvrir la conversation',
  },
  digest: {
    subject: 'Votre semaine sur Bubbles',
    body: 'Voici ce qui s’est passé cette semaine pendant votre absence.',
    lines: {
      matches: (n) => `${n} ${plural(n, 'nouveau match', 'nouveaux matchs')}`,
      unreadMessages: (n) => `${n} ${plural(n, 'message non lu', 'messages non lus')}`,
      likes: (n) => `${n} ${plural(n, 'mention « j’aime »', 'mentions « j’aime »')} sur vos projets`,
      teamMessages: (n) => `${n} ${plural(n, 'nouveau message', 'nouveaux messages')} dans vos équipes`,
    },
    action: 'Ouvrir Bubbles',
  },
  footer: {
    emailNotifications:
      'Vous recevez cet e-mail car les notifications par e-mail sont activées dans vos paramètres Bubbles.',
    weeklyDigest:
      'Vous recevez cet e-mail car le récapitulatif hebdomadaire est activé dans vos paramètres Bubbles.',
    unsubscribe: 'Se désabonner',
  },
  page: {
    title: 'Se désabonner',
    ask: {
      emailNotifications: 'Ne plus recevoir de notifications par e-mail pour les matchs et les messages ?',
      weeklyDigest: 'Ne plus recevoir le récapitulatif hebdomadaire ?',
    },
    confirm: 'Me désabonner',
    done: {
      emailNotifications: 'C’est fait. Vous ne recevrez plus de notifications par e-mail.',
      weeklyDigest: 'C’est fait. Vous ne recevrez plus le récapitulatif hebdomadaire.',
    },
    invalid: 'Ce lien de désabonnement n’est pas valide. Vous pouvez gérer vos e-mails dans les Paramètres.',
    settings: 'Ouvrir les Paramètres',
  },
}
