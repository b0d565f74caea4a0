import { SECURITY_CONTACT } from '@shared/contact'
import type { MailMessages } from './types'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

export const pt: MailMessages = {
  hello: (firstName) => `Olá, ${firstName},`,
  match: {
    subject: (actor) => `Você deu match com ${actor}`,
    body: (actor) => `Você e ${actor} curtiram um ao outro. Diga olá e veja aonde isso leva.`,
    action: 'Dizer olá',
  },
  message: {
    subject: (actor, count) =>
      count === 1 ? `${actor} enviou uma mensagem para você` : `${actor} enviou ${count} mensagens para você`,
    body: (actor, count) =>
      `${actor} escreveu para você no Bubbles: ${plural(count, '1 mensagem está esperando por você.', `${count} mensagens estão esperando por você.`)}`,
    action: 'Abrir a conversa',
  },
  review: {
    subject: (actor, stars) => `${actor} avaliou-o: ${stars}`,
    body: (actor) =>
      `${actor} avaliou o vosso trabalho numa equipa Bubbles. A sua classificação e a avaliação estão no seu perfil.`,
    action: 'Ver as suas avaliações',
  },
  endorsement: {
    subject: (actor, count) =>
      count === 1
        ? `${actor} recomendou uma das suas competências`
        : `${actor} recomendou ${count} das suas competências`,
    body: (actor) =>
      `${actor} recomendou as suas competências no Bubbles. O seu perfil mostra cada recomendação.`,
    action: 'Ver o seu perfil',
  },
  mention: {
    subject: (actor, team) => `${actor} mencionou-o em ${team}`,
    body: (actor, team) => `${actor} mencionou-o no chat da equipa ${team} no Bubbles.`,
    action: 'Abrir o chat da equipa',
  },
  teamInvite: {
    subject: (actor, team) => `${actor} convidou-o(a) para a equipa ${team}`,
    body: (actor, team) =>
      `${actor} convidou-o(a) para se juntar à equipa ${team} no Bubbles. O convite está aberto durante 14 dias.`,
    action: 'Ver o convite',
  },
  teamCall: {
    subject: (actor, team) => `${actor} iniciou uma chamada em ${team}`,
    action: 'Entrar na chamada',
  },
  digest: {
    subject: 'Sua semana no Bubbles',
    body: 'Veja o que aconteceu nesta semana enquanto você estava fora.',
    lines: {
      matches: (n) => `${n} ${plural(n, 'novo match', 'novos matches')}`,
      unreadMessages: (n) => `${n} ${plural(n, 'mensagem não lida', 'mensagens não lidas')}`,
      likes: (n) => `${n} ${plural(n, 'curtida', 'curtidas')} nos seus projetos`,
      teamMessages: (n) => `${n} ${plural(n, 'nova mensagem', 'novas mensagens')} nas suas equipes`,
    },
    action: 'Abrir o Bubbles',
  },
  footer: {
    emailNotifications:
      'Você recebe este e-mail porque as notificações por e-mail estão ativadas nas suas configurações do Bubbles.',
    weeklyDigest:
      'Você recebe este e-mail porque o resumo semanal está ativado nas suas configurações do Bubbles.',
    unsubscribe: 'Cancelar inscrição',
  },
  account: {
    verify: {
      subject: 'Confirme o seu novo email para o Bubbles',
      body: (email) => `Confirme que ${email} é o endereço que quer usar na sua conta Bubbles.`,
      action: 'Confirmar este email',
      note: 'O link funciona uma vez, durante 24 horas. Se não foi você que pediu, ignore este email: nada muda.',
    },
    emailChanged: {
      subject: 'O seu email do Bubbles foi alterado',
      body: (email) =>
        `O seu email do Bubbles foi alterado para ${email}. Se não foi você, escreva já para ${SECURITY_CONTACT} a partir deste endereço para protegermos a sua conta. As respostas a este email não são lidas.`,
    },
    reset: {
      subject: 'Defina uma nova palavra-passe para o Bubbles',
      body: 'Alguém pediu uma nova palavra-passe para a sua conta Bubbles. Se foi você, escolha uma nova aqui.',
      action: 'Definir uma nova palavra-passe',
      note: 'O link funciona uma vez, durante 1 hora. Se não foi você que pediu, ignore este email: a sua palavra-passe fica como está.',
    },
    noPassword: {
      subject: 'Entrar no Bubbles',
      body: 'Alguém pediu para redefinir a palavra-passe da sua conta Bubbles, mas a sua conta não tem palavra-passe: entra com o Google.',
      action: 'Entrar com o Google',
    },
    passwordChanged: {
      subject: 'A sua palavra-passe do Bubbles foi alterada',
      body: 'A palavra-passe da sua conta Bubbles acabou de ser alterada e todos os dispositivos foram desligados. Se não foi você, defina já uma nova palavra-passe.',
      action: 'Redefinir a minha palavra-passe',
    },
    footer:
      'Recebe este email devido a uma alteração na sua conta Bubbles. É enviado sejam quais forem as suas definições de notificações.',
  },
  page: {
    title: 'Cancelar inscrição',
    ask: {
      emailNotifications: 'Parar de receber notificações por e-mail sobre matches e mensagens?',
      weeklyDigest: 'Parar de receber o resumo semanal?',
    },
    confirm: 'Cancelar inscrição',
    done: {
      emailNotifications: 'Pronto. Você não receberá mais notificações por e-mail.',
      weeklyDigest: 'Pronto. Você não receberá mais o resumo semanal.',
    },
    invalid: 'Este link de cancelamento não é válido. Você pode ajustar seus e-mails em Configurações.',
    settings: 'Abrir Configurações',
  },
}
