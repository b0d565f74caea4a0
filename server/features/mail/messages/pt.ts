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
