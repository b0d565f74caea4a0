import { SECURITY_CONTACT } from '@shared/contact'
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
  review: {
    subject: (actor, stars) => `${actor} te reseñó: ${stars}`,
    body: (actor) =>
      `${actor} reseñó vuestro trabajo juntos en un equipo de Bubbles. Tu valoración y la reseña están en tu perfil.`,
    action: 'Ver tus reseñas',
  },
  endorsement: {
    subject: (actor, count) =>
      count === 1 ? `${actor} avaló una de tus habilidades` : `${actor} avaló ${count} de tus habilidades`,
    body: (actor) => `${actor} avaló tus habilidades en Bubbles. Tu perfil muestra cada aval.`,
    action: 'Ver tu perfil',
  },
  mention: {
    subject: (actor, team) => `${actor} te mencionó en ${team}`,
    body: (actor, team) => `${actor} te mencionó en el chat del equipo ${team} en Bubbles.`,
    action: 'Abrir el chat del equipo',
  },
  teamInvite: {
    subject: (actor, team) => `${actor} te ha invitado a unirte a ${team}`,
    body: (actor, team) =>
      `${actor} te ha invitado a unirte al equipo ${team} en Bubbles. La invitación está abierta durante 14 días.`,
    action: 'Ver la invitación',
  },
  teamCall: {
    subject: (actor, team) => `${actor} inició una llamada en ${team}`,
    action: 'Unirse a la llamada',
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
  account: {
    verify: {
      subject: 'Confirma tu nuevo correo para Bubbles',
      body: (email) => `Confirma que ${email} es la dirección que quieres usar en tu cuenta de Bubbles.`,
      action: 'Confirmar este correo',
      note: 'El enlace funciona una vez, durante 24 horas. Si no lo has pedido, ignora este correo: no cambiará nada.',
    },
    emailChanged: {
      subject: 'Tu correo de Bubbles ha cambiado',
      body: (email) =>
        `Tu correo de Bubbles se ha cambiado a ${email}. Si no has sido tú, escribe cuanto antes a ${SECURITY_CONTACT} desde esta dirección para que protejamos tu cuenta. Las respuestas a este correo no se leen.`,
    },
    reset: {
      subject: 'Crea una nueva contraseña para Bubbles',
      body: 'Alguien ha pedido crear una nueva contraseña para tu cuenta de Bubbles. Si has sido tú, elige una nueva aquí.',
      action: 'Crear una nueva contraseña',
      note: 'El enlace funciona una vez, durante 1 hora. Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
    },
    noPassword: {
      subject: 'Cómo entrar en Bubbles',
      body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Bubbles, pero tu cuenta no tiene contraseña: entras con Google.',
      action: 'Entrar con Google',
    },
    passwordChanged: {
      subject: 'Tu contraseña de Bubbles ha cambiado',
      body: 'Se acaba de cambiar la contraseña de tu cuenta de Bubbles y se ha cerrado la sesión en todos los dispositivos. Si no has sido tú, crea una nueva contraseña ahora.',
      action: 'Restablecer mi contraseña',
    },
    footer:
      'Recibes este correo por un cambio en tu cuenta de Bubbles. Se envía sea cual sea tu configuración de notificaciones.',
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
