/**
 * Who is looking at the app right now: it picks the routes the router offers and the chrome the shell draws.
 * It lives in lib so the shell can name it without importing the router that renders the shell.
 */
export type Audience = 'visitor' | 'onboarding' | 'member'
