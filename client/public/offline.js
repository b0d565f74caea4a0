// The offline page's words and behaviour (offline.html): a separate file, since the CSP allows only our own
// scripts, and cached with the page by sw.js.
// The theme and language this device keeps (client/public/theme-init.js, client/lib/preferences.ts).
const words = {
  en: [
    "You're offline",
    "This page needs a connection. It opens as soon as you're back online.",
    'Try again',
  ],
  es: [
    'Sin conexión',
    'Esta página necesita conexión. Se abrirá en cuanto vuelvas a estar en línea.',
    'Reintentar',
  ],
  fr: [
    'Vous êtes hors ligne',
    'Cette page a besoin d’une connexion. Elle s’ouvrira dès votre retour en ligne.',
    'Réessayer',
  ],
  de: [
    'Du bist offline',
    'Diese Seite braucht eine Verbindung. Sie öffnet sich, sobald du wieder online bist.',
    'Erneut versuchen',
  ],
  pt: [
    'Você está offline',
    'Esta página precisa de conexão. Ela abre assim que você voltar a ficar online.',
    'Tentar novamente',
  ],
}
try {
  let theme = localStorage.getItem('bubbles-ui-theme') || 'light'
  if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  if (theme === 'dark') document.documentElement.classList.add('dark')
  const kept = JSON.parse(localStorage.getItem('bubbles-preferences') || '{}').language
  const language = words[kept] ? kept : (navigator.language || 'en').slice(0, 2)
  if (words[language]) {
    document.documentElement.lang = language
    const [title, body, retry] = words[language]
    document.getElementById('title').textContent = title
    document.getElementById('body').textContent = body
    document.getElementById('retry').textContent = retry
    document.title = `Bubbles: ${title}`
  }
} catch {}
// Back online: the page the person asked for loads by itself; Try again does it at once.
window.addEventListener('online', () => location.reload())
document.getElementById('retry').addEventListener('click', () => location.reload())
