import { SECURITY_CONTACT } from '@shared/contact'
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
  review: {
    subject: (actor, stars) => `${actor} vous a évalué : ${stars}`,
    body: (actor) =>
      `${actor} a évalué votre travail commun dans une équipe Bubbles. Votre note et l'avis figurent sur votre profil.`,
    action: 'Voir vos avis',
  },
  endorsement: {
    subject: (actor, count) =>
      count === 1
        ? `${actor} a recommandé l'une de vos compétences`
        : `${actor} a recommandé ${count} de vos compétences`,
    body: (actor) =>
      `${actor} a recommandé vos compétences sur Bubbles. Votre profil montre chaque recommandation.`,
    action: 'Voir votre profil',
  },
  mention: {
    subject: (actor, team) => `${actor} vous a mentionné dans ${team}`,
    body: (actor, team) => `${actor} vous a mentionné dans le chat de l’équipe ${team} sur Bubbles.`,
    action: 'Ouvrir le chat de l’équipe',
  },
  teamInvite: {
    subject: (actor, team) => `${actor} vous invite à rejoindre ${team}`,
    body: (actor, team) =>
      `${actor} vous invite à rejoindre l’équipe ${team} sur Bubbles. L’invitation reste ouverte 14 jours.`,
    action: 'Voir l’invitation',
  },
  teamCall: {
    subject: (actor, team) => `${actor} a lancé un appel dans ${team}`,
    action: 'Rejoindre l’appel',
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
  account: {
    verify: {
      subject: 'Confirmez votre nouvel e-mail pour Bubbles',
      body: (email) =>
        `Confirmez que ${email} est l’adresse que vous voulez utiliser pour votre compte Bubbles.`,
      action: 'Confirmer cet e-mail',
      note: 'Le lien fonctionne une fois, pendant 24 heures. Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
    },
    emailChanged: {
      subject: 'Votre e-mail Bubbles a été modifié',
      body: (email) =>
        `Votre e-mail Bubbles a été remplacé par ${email}. Si ce n’était pas vous, écrivez tout de suite à ${SECURITY_CONTACT} depuis cette adresse pour que nous sécurisions votre compte. Les réponses à cet e-mail ne sont pas lues.`,
    },
    reset: {
      subject: 'Choisissez un nouveau mot de passe pour Bubbles',
      body: 'Quelqu’un a demandé un nouveau mot de passe pour votre compte Bubbles. Si c’était vous, choisissez-en un nouveau ici.',
      action: 'Choisir un nouveau mot de passe',
      note: 'Le lien fonctionne une fois, pendant 1 heure. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    },
    noPassword: {
      subject: 'Se connecter à Bubbles',
      body: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Bubbles, mais votre compte n’a pas de mot de passe : vous vous connectez avec Google.',
      action: 'Se connecter avec Google',
    },
    passwordChanged: {
      subject: 'Votre mot de passe Bubbles a été modifié',
      body: 'Le mot de passe de votre compte Bubbles vient d’être modifié et tous vos appareils ont été déconnectés. Si ce n’était pas vous, choisissez un nouveau mot de passe maintenant.',
      action: 'Réinitialiser mon mot de passe',
    },
    footer:
      'Vous recevez cet e-mail à la suite d’un changement sur votre compte Bubbles. Il est envoyé quels que soient vos réglages de notification.',
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
