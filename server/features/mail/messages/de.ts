import type { MailMessages } from './types'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

export const de: MailMessages = {
  hello: (firstName) => `Hallo ${firstName},`,
  match: {
    subject: (actor) => `Du hast ein Match mit ${actor}`,
    body: (actor) => `${actor} und du habt euch gegenseitig geliked. Sag Hallo und schau, was daraus wird.`,
    action: 'Hallo sagen',
  },
  message: {
    subject: (actor, count) =>
      count === 1
        ? `${actor} hat dir eine Nachricht geschickt`
        : `${actor} hat dir ${count} Nachrichten geschickt`,
    body: (actor, count) =>
      `${actor} hat dir auf Bubbles geschrieben: ${plural(count, '1 Nachricht wartet auf dich.', `${count} Nachrichten warten auf dich.`)}`,
    action: 'Unterhaltung öffnen',
  },
  digest: {
    subject: 'Deine Woche auf Bubbles',
    body: 'Das ist diese Woche passiert, während du weg warst.',
    lines: {
      matches: (n) => `${n} ${plural(n, 'neues Match', 'neue Matches')}`,
      unreadMessages: (n) => `${n} ${plural(n, 'ungelesene Nachricht', 'ungelesene Nachrichten')}`,
      likes: (n) => `${n} ${plural(n, 'Like', 'Likes')} für deine Projekte`,
      teamMessages: (n) => `${n} ${plural(n, 'neue Nachricht', 'neue Nachrichten')} in deinen Teams`,
    },
    action: 'Bubbles öffnen',
  },
  footer: {
    emailNotifications:
      'Du erhältst diese E-Mail, weil E-Mail-Benachrichtigungen in deinen Bubbles-Einstellungen aktiviert sind.',
    weeklyDigest:
      'Du erhältst diese E-Mail, weil der Wochenüberblick in deinen Bubbles-Einstellungen aktiviert ist.',
    unsubscribe: 'Abmelden',
  },
  page: {
    title: 'Abmelden',
    ask: {
      emailNotifications: 'Keine E-Mail-Benachrichtigungen zu Matches und Nachrichten mehr erhalten?',
      weeklyDigest: 'Den Wochenüberblick nicht mehr erhalten?',
    },
    confirm: 'Abmelden',
    done: {
      emailNotifications: 'Erledigt. Du erhältst keine E-Mail-Benachrichtigungen mehr.',
      weeklyDigest: 'Erledigt. Du erhältst keinen Wochenüberblick mehr.',
    },
    invalid: 'Dieser Abmeldelink ist ungültig. Deine E-Mails kannst du in den Einstellungen ändern.',
    settings: 'Einstellungen öffnen',
  },
}
