// Business constants and limits (docs/product.md §9) plus the bounds the server enforces on free text.

export const LIMITS = {
  nameLength: 60,
  emailLength: 254,
  professionLength: 80,
  bioLength: 1000,
  locationLength: 120,
  experienceLength: 60,
  skillLength: 40,
  skillsCount: 20,
  urlLength: 2048,
  portfolioImagesCount: 12,
  hourlyRateMax: 1_000_000,
  messageLength: 4000,
  teamMembersMin: 2,
  teamMembersMax: 20,
  teamMembersDefault: 5,
  teamSettingsMembersMax: 50,
  uploadBytes: 10 * 1024 * 1024,
  // Decoding is what costs memory: a few kilobytes of PNG can claim billions of pixels.
  uploadMaxPixels: 40_000_000,
  uploadMaxDimension: 2048,
  uploadThumbnailSize: 400,
  teamNameLength: 80,
  teamDescriptionLength: 1000,
  taskTitleLength: 200,
  projectTitleLength: 120,
  projectDescriptionLength: 2000,
  tagLength: 30,
  tagsCount: 10,
  portfolioPageSize: 24,
  portfolioPageMax: 50,
  // How deep a request body or socket payload may nest arrays and objects. Ours go 3 deep; a payload
  // thousands deep exists only to exhaust the stack of whatever walks it.
  nestingDepth: 32,
} as const

export const CACHE = { staleTimeMs: 5 * 60_000, gcTimeMs: 10 * 60_000 } as const
export const TOAST_DURATION_MS = 2500
export const THEME_STORAGE_KEY = 'bubbles-ui-theme'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/**
 * What one person may create or send per window (docs/decisions/014). Each is far above an honest person's busiest
 * hour (a long Discover session is a few hundred swipes) and far below a script's flood: 60 projects an
 * hour cannot bury Featured, 20 teams an hour cannot fill Find Teams. `code` is the refusal's text
 * (shared/error-codes.ts): "You're creating teams very quickly. Please wait 12 minutes and try again."
 */
export const BUDGETS = {
  // docs/product.md §9: one budget for HTTP and socket sends together, 1:1 and team chat alike.
  messages: { max: 120, windowMs: MINUTE, code: 'too_fast_messages' },
  // Reactions come in bursts (a few taps on a busy chat), edits and deletions far more rarely.
  reactions: { max: 300, windowMs: MINUTE, code: 'too_fast_reactions' },
  swipes: { max: 600, windowMs: HOUR, code: 'too_fast_swipes' },
  likes: { max: 300, windowMs: HOUR, code: 'too_fast_likes' },
  teams: { max: 20, windowMs: HOUR, code: 'too_fast_teams' },
  projects: { max: 60, windowMs: HOUR, code: 'too_fast_projects' },
  tasks: { max: 300, windowMs: HOUR, code: 'too_fast_tasks' },
  teamJoins: { max: 30, windowMs: HOUR, code: 'too_fast_team_joins' },
  reports: { max: 20, windowMs: 24 * HOUR, code: 'too_fast_reports' },
  // docs/decisions/051: reputation is worth little if it can be written in bulk.
  reviews: { max: 30, windowMs: 24 * HOUR, code: 'too_fast_reviews' },
  endorsements: { max: 100, windowMs: 24 * HOUR, code: 'too_fast_endorsements' },
  // Files shared in chat, counted per upload; their bytes have a daily budget of their own (ATTACHMENT_LIMITS).
  attachments: { max: 60, windowMs: 10 * MINUTE, code: 'too_fast_attachments' },
  // Typing asks a few times per search (debounced suggestions, then the results page): a person's
  // busiest hour is a few hundred. Walking the directory a query at a time meets the limit.
  searches: { max: 600, windowMs: HOUR, code: 'too_fast_searches' },
  // A page opens a few rooms and reopens them after every reconnect.
  roomJoins: { max: 120, windowMs: MINUTE, code: 'too_fast_room_joins' },
  // A call's ICE candidates come in bursts of a few dozen.
  callSignals: { max: 600, windowMs: MINUTE, code: 'too_fast_call_signals' },
  // docs/decisions/025: mails a person did not ask for are what these protect. Reset requests count per address
  // asked about (whoever asks) and per client address (whichever addresses it asks about).
  passwordResets: { max: 3, windowMs: HOUR, code: 'too_fast_password_resets' },
  passwordResetClients: { max: 20, windowMs: HOUR, code: 'too_fast_password_resets' },
  emailConfirmations: { max: 5, windowMs: 24 * HOUR, code: 'too_fast_email_confirmations' },
} as const
export type BudgetName = keyof typeof BUDGETS
/**
 * The budgets of the ephemeral socket events, never stored: spent like the ones above (one counter per
 * budget and key, in Redis with REDIS_URL), but per socket rather than per person, so that one noisy tab
 * cannot spend another's, and refused with the plain "Too many events. Please slow down." (no wait to
 * tell: the window is seconds).
 */
export const SOCKET_BUDGETS = {
  // A client sends typing at most every 2 s (TYPING_THROTTLE_MS), so 10 in 10 s is a flood already.
  typing: { max: 10, windowMs: 10 * SECOND },
  presenceQueries: { max: 10, windowMs: 10 * SECOND },
} as const
export type SocketBudgetName = keyof typeof SOCKET_BUDGETS
/** An SDP offer or answer is a few kilobytes; anything this size is not signalling. */
export const CALL_SIGNAL_MAX_BYTES = 16 * 1024

/** The client sends `typing` at most this often while someone composes... */
export const TYPING_THROTTLE_MS = 2000
/** ...and the indicator clears after this much silence. */
export const TYPING_TIMEOUT_MS = 4000

// Plain numbers here, not beside the message schemas: the chat's first screen reads them, and importing
// a schema module would load zod before the list paints.
/** How long after sending its sender may still correct a message. */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60_000
/** How much of the original a reply quotes: its first line, cut here. */
export const REPLY_QUOTE_LENGTH = 140

/** Files shared in chat (docs/decisions/053). */
export const ATTACHMENT_LIMITS = {
  bytes: 25 * 1024 * 1024,
  perMessage: 5,
  /** What one person may upload per UTC day, counted as it arrives, whether or not it is sent. */
  dailyBytes: 200 * 1024 * 1024,
  /** An attachment not sent within this time is removed. */
  unsentMs: 24 * HOUR,
  nameLength: 200,
} as const
