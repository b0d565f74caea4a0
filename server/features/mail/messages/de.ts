import { SECURITY_CONTACT } from '@shared/contact'
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
  review: {
    subject: (actor, stars) => `${actor} hat dich bewertet: ${stars}`,
    body: (actor) =>
      `${actor} hat eure Zusammenarbeit in einem Bubbles-Team bewertet. Deine Bewertung steht in deinem Profil.`,
    action: 'Bewertungen ansehen',
  },
  endorsement: {
    subject: (actor, count) =>
      count === 1
        ? `${actor} hat eine deiner Fähigkeiten bestätigt`
        : `${actor} hat ${count} deiner Fähigkeiten bestätigt`,
    body: (actor) =>
      `${actor} hat deine Fähigkeiten auf Bubbles bestätigt. Dein Profil zeigt jede Bestätigung.`,
    action: 'Profil ansehen',
  },
  mention: {
    subject: (actor, team) => `${actor} hat dich in ${team} erwähnt`,
    body: (actor, team) => `${actor} hat dich im Teamchat von ${team} auf Bubbles erwähnt.`,
    action: 'Teamchat öffnen',
  },
  teamInvite: {
    subject: (actor, team) => `${actor} hat dich ins Team ${team} eingeladen`,
    body: (actor, team) =>
      `${actor} hat dich auf Bubbles ins Team ${team} eingeladen. Die Einladung gilt 14 Tage.`,
    action: 'Einladung ansehen',
  },
  teamCall: {
    subject: (actor, team) => `${actor} hat einen Anruf in ${team} gestartet`,
    action: 'Anruf beitreten',
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
  account: {
    verify: {
      subject: 'Bestätige deine neue E-Mail-Adresse für Bubbles',
      body: (email) => `Bitte bestätige, dass du ${email} für dein Bubbles-Konto verwenden möchtest.`,
      action: 'E-Mail-Adresse bestätigen',
      note: 'Der Link funktioniert einmal, 24 Stunden lang. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
    },
    emailChanged: {
      subject: 'Deine Bubbles-E-Mail-Adresse wurde geändert',
      body: (email) =>
        `Deine Bubbles-E-Mail-Adresse wurde in ${email} geändert. Wenn du das nicht warst, schreib sofort von dieser Adresse an ${SECURITY_CONTACT}, damit wir dein Konto sichern können. Antworten auf diese E-Mail werden nicht gelesen.`,
    },
    reset: {
      subject: 'Neues Passwort für Bubbles festlegen',
      body: 'Jemand hat ein neues Passwort für dein Bubbles-Konto angefordert. Wenn du das warst, wähle hier ein neues.',
      action: 'Neues Passwort festlegen',
      note: 'Der Link funktioniert einmal, 1 Stunde lang. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    },
    noPassword: {
      subject: 'Bei Bubbles anmelden',
      body: 'Jemand hat angefordert, das Passwort deines Bubbles-Kontos zurückzusetzen, aber dein Konto hat kein Passwort: Du meldest dich mit Google an.',
      action: 'Mit Google anmelden',
    },
    passwordChanged: {
      subject: 'Dein Bubbles-Passwort wurde geändert',
      body: 'Das Passwort deines Bubbles-Kontos wurde gerade geändert und alle Geräte wurden abgemeldet. Wenn du das nicht warst, lege jetzt ein neues Passwort fest.',
      action: 'Passwort zurücksetzen',
    },
    footer:
      'Du erhältst diese E-Mail wegen einer Änderung an deinem Bubbles-Konto. Sie wird unabhängig von deinen Benachrichtigungseinstellungen gesendet.',
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
