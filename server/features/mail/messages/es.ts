import type { MailMessages } from './types'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

export const es: MailMessages = {
  hello: (firstName) => `Hola, ${firstName}:`,
  match: {
    subject: (actor) => `Has hecho match con ${actor}`,
    body: (actor) => `A ${actor} y a ti os habéis gustado mutuamente. Salúdale y mira adónde os lleva.`,
    action: 'Saludar',
  },
  message: {
    subject: (actor, count) =>
      count === 1 ? `${actor} te ha enviado un mensaje` : `${actor} te ha enviado ${count} mensajes`,
    body: (actor, count) =>
      `${actor} te ha escrito en Bubbles: ${plural(count, 'tienes 1 mensaje esperándote.', `tienes ${count} mensajes esperándote.`)}`,
    action: 'Abrir la conversación',
  },
  digest: {
    subject: 'Tu semana en Bubbles',
    body: 'Esto es lo que ha pasado esta semana mientras no estabas.',
    lines: {
      matches: (n) => `${n} ${plural(n, 'match nuevo', 'matches nuevos')}`,
      unreadMessages: (n) => `${n} ${plural(n, 'mensaje sin leer', 'mensajes sin leer')}`,
      likes: (n) => `${n} ${plural(n, '«me gusta»', '«me gusta»')} en tus proyectos`,
      teamMessages: (n) => `${n} ${plural(n, 'mensaje nuevo', 'mensajes nuevos')} en tus equipos`,
    },
    action: 'Abrir Bubbles',
  },
  footer: {
    emailNotifications:
      'Recibes este correo porque las notificaciones por correo están activadas en tus ajustes de Bubbles.',
    weeklyDigest: 'Recibes este correo porque el resumen semanal está activado en tus ajustes de Bubbles.',
    unsubscribe: 'Darse de baja',
  },
  page: {
    title: 'Darse de baja',
    ask: {
      emailNotifications: '¿Dejar de recibir notificaciones por correo sobre matches y mensajes?',
      weeklyDigest: '¿Dejar de recibir el resumen semanal?',
    },
    confirm: 'Darme de baja',
    done: {
      emailNotifications: 'Listo. Ya no recibirás notificaciones por correo.',
      weeklyDigest: 'Listo. Ya no recibirás el resumen semanal.',
    },
    invalid: 'Este enlace para darse de baja no es válido. Puedes cambiar tus correos en Ajustes.',
    settings: 'Abrir Ajustes',
  },
}
