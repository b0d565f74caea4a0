// The catalogues (locales/client/<lng>/<ns>.json) read by the first screens, in one place: the app asks
// for them with the page (first-screen.ts), and the build puts them into two files per language
// (vite.config.ts), so a first screen's words arrive in one round of requests (LCP). Imported
// by the build too, so it imports nothing.

/** Read by every screen, the landing page included (i18n.ts starts with the first two). */
export const EVERY_SCREEN_WORDS = ['common', 'shell', 'options']

/** What Discover's and Messages' first screens read beside `common` and `shell`. */
export const MEMBER_FIRST_SCREEN_WORDS = {
  discover: ['discover', 'options', 'safety', 'tour', 'ui'],
  matches: ['matches', 'chat', 'options', 'safety', 'ui'],
}
