// Every fixed error text of the server and of the shared schemas, by a stable code. The
// server sends `{ message, code, params?, field? }`; a client shows `errors:<code>` of its catalogue in
// the person's language (locales/client/<lng>/errors.json, whose English texts are these, verbatim).
//
// This file is the one place the English texts are written: the schemas and the server take them from
// here (`ERRORS.x`, or `errorText(code, params)` for a text with numbers in it), so a text cannot change
// without its code. No zod, no schema imports: the client bundles this file with every page.
//
// A text with `{{name}}` slots is a template: the response carries the values as `params`
// (`{ code: 'too_long', params: { max: 500 } }`). Slots hold whole numbers, except the few named in
// SLOTS below.

export const ERRORS = {
  // Fallbacks by HTTP status, for a refusal whose text is none of the ones below (a framework's own
  // words, a zod default message). The server never sends these English texts; a client shows them in
  // the other languages, and the server's own words in English.
  bad_request: 'This request could not be processed.',
  invalid_input: 'Some of what you entered is not valid. Please check it and try again.',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  not_found: 'Not found',
  conflict: 'This changed in the meantime. Please refresh and try again.',
  payload_too_large: 'That is too large to send.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'Bubbles is busy right now. Please try again in a moment.',
  server_error: 'Something went wrong on our side. Please try again.',

  // Form fields and their limits.
  required_fields: 'Please fill in all required fields',
  too_long: 'Must be at most {{max}} characters',
  must_be_boolean: '{{name}} must be true or false',
  image_url: 'Must be an uploaded image or an https:// URL',
  invalid_text: '{{field}} contains characters that are not allowed',
  invalid_text_request: 'The request contains characters that are not allowed',
  invalid_text_event: 'The event contains characters that are not allowed',
  nested_too_deep_request: 'The request is nested more than {{max}} levels deep',
  nested_too_deep_event: 'The event is nested more than {{max}} levels deep',
  single_line: 'Must be a single line, without control characters',

  // Sign-in and account.
  email_required: 'Email is required',
  email_invalid: 'Enter a valid email address',
  first_name_required: 'First name is required',
  password_required: 'Password is required',
  password_too_short: 'Password must be at least {{min}} characters',
  password_too_long: 'Password must be at most {{max}} characters',
  password_mismatch: "New password and confirmation don't match",
  current_password_required: 'Enter your current password to change your email or password',
  current_password_wrong: 'Your current password is incorrect',
  email_in_use: 'That email is already in use',
  invalid_login: 'Invalid email or password',
  email_other_account: 'This email address already belongs to another Bubbles account.',
  sign_in_not_configured: 'Sign-in is not configured on this server',
  sign_in_expired: 'Sign-in expired or was started in another browser. Please try again.',
  google_sign_in_failed: 'Sign-in with Google failed. Please try again.',
  account_not_found: 'Account not found',
  suspended:
    'This account has been suspended for breaking the Bubbles community rules. If you think this is a mistake, contact support.',
  cross_site: 'Cross-site request refused',

  // Profile.
  custom_profession: 'Please specify your profession',
  agreements: 'Please accept our Privacy Policy and Terms of Service',
  skill_too_long: 'A skill must be at most {{max}} characters',
  too_many_skills: 'At most {{max}} skills',
  too_many_images: 'At most {{max}} images',
  hourly_rate_whole: 'Hourly rate must be a whole number of rand',
  hourly_rate_negative: 'Hourly rate cannot be negative',
  hourly_rate_too_high: 'Hourly rate is too high',
  experience_level: 'Choose an experience level from the list',
  portfolio_url: 'Portfolio must be an https:// link',
  profile_picture: 'Choose an image file or enter an image URL',
  profile_required: 'Create your profile first',
  profile_exists: 'You already have a profile',
  profile_not_found: 'Profile not found',
  upload_missing: 'That upload does not exist',
  upload_not_own: 'You can only use images you uploaded',

  // Settings.
  profile_visibility: 'Profile visibility must be public, friends or private',
  timezone: 'Choose one of the listed time zones',
  distance_unit: 'Distance unit must be km or mi',
  theme: 'Theme must be light, dark or system',
  language: 'Choose one of the listed languages',

  // Discover and swipes.
  within_invalid: 'within must be one of {{options}}',
  within_unlisted_location:
    'To filter by distance, choose your location from the list in your profile. Locations typed by hand have no distance.',
  within_signed_out: 'Sign in to filter by distance',
  invalid_cursor: 'Invalid cursor: pass back the X-Next-Cursor value unchanged',
  search_query_length: 'Search for 2 to 100 characters',
  invalid_cursor_tier: 'Invalid cursor',
  swiped_id_invalid: 'swipedId must be a user id',
  swipe_action: 'action must be pass or like',
  cannot_swipe_self: 'You cannot swipe on yourself',
  person_gone: 'This person is no longer on Bubbles',
  already_swiped: 'You already swiped on this person',
  no_swipe_to_undo: 'There is no swipe on this person to undo',
  undo_match_ended: 'Your match with this person has ended, so the swipe cannot be undone',
  undo_chat_started: 'You have already started chatting with this match, so the swipe cannot be undone',

  // Matches and chat.
  match_not_found: 'Match not found',
  match_not_yours: 'This match is not yours',
  conversation_not_found: 'Conversation not found',
  conversation_not_yours: 'This conversation is not yours',
  message_not_found: 'Message not found',
  reply_to_invalid: 'You can only reply to a message of this chat',
  reaction_emoji_invalid: 'Pick one of the reactions 👍 ❤️ 😂 🎉 😮 🙏',
  message_edit_window_closed: 'A message can only be edited within 15 minutes of sending it',
  message_deleted: 'This message was deleted',
  mention_invalid: 'A mention must name a member of the team',
  no_conversation: 'No conversation ID',
  message_empty: 'Message cannot be empty',
  message_too_long: 'A message must be at most {{max}} characters',
  before_or_after: 'Use one of before, after and changedSince',
  client_id_invalid: 'clientId must be a UUID',
  client_id_reused: 'This clientId was already used for another message',
  conversation_id_required: 'Conversation id is required',
  team_id_required: 'Team id is required',
  match_id_required: 'matchId is required',
  typing_target: 'typing needs a conversationId or a teamId',
  presence_list: 'presence takes a list of at most {{max}} user ids',
  call_signal_too_large: 'A call signal may be at most {{kb}} KB',
  call_scope_required: 'A call signal needs a matchId or a teamId',
  call_peer_offline: '{{name}} is not online',
  call_in_progress: 'A call is already under way in this chat',
  call_not_found: 'This call has ended',
  call_join_first: 'Join the call first',
  team_call_full: 'This call is full: {{max}} people at most',
  push_endpoint_insecure: 'A push endpoint must be an https:// URL',
  push_endpoint_private: 'A push endpoint must be a push service on the internet',
  team_call_members_only: 'Only team members can join the team call',
  too_many_events: 'Too many events. Please slow down.',

  // Notifications.
  notification_not_found: 'Notification not found',
  notification_id_invalid: 'Each id must be a notification id',
  notification_ids_empty: 'Give at least one id, or leave ids out to mark everything read',
  notification_ids_too_many: 'At most {{max}} ids at once',

  // Teams and tasks.
  team_name_required: 'Team name is required.',
  team_not_found: 'Team not found',
  team_members_only: 'Only team members can do this',
  team_owner_only: 'Only the team owner can change team settings or remove members',
  team_already_member: 'You are already a member of this team',
  team_not_looking: 'This team is not accepting new members',
  team_full: 'This team is full',
  team_owner_stays: 'The team owner cannot be removed or leave the team',
  team_not_member: 'That person is not a member of this team',
  team_chat_members_only: 'Only team members can use the team chat',
  max_members_whole: 'Max members must be a whole number',
  max_members_range: 'Max members must be between {{min}} and {{max}}',
  max_members_below_count: 'Max members cannot be lower than the {{members}} people already in the team',
  task_title_required: 'Task title is required',
  task_not_found: 'Task not found',
  task_status: 'Status must be one of To Do, In Progress, Completed',
  task_priority: 'Priority must be one of High, Medium, Low',
  assignee_not_member: 'The assignee must be a member of this team',

  // Earned reputation (docs/decisions/051): completing a team, reviews between its crew, skill endorsements.
  team_complete_needs_two: 'A team needs at least 2 members to be marked completed',
  team_already_completed: 'This team is already completed',
  team_not_completed: 'This team is not completed',
  team_reopen_too_late: 'A team can be reopened only within 7 days of its completion',
  team_reopen_reviewed: 'This team cannot be reopened: reviews have already been written',
  team_completed_closed: 'This team has completed its project and takes no new members',
  team_invitation_not_found: 'Invitation not found',
  team_invitation_not_match: 'You can only invite people you have matched with',
  team_invitation_pending: 'This person already has a pending invitation to this team',
  team_invitation_expired: 'This invitation has expired',
  team_invitation_self: 'You are already in this team',
  team_join_request_not_found: 'Join request not found',
  team_transfer_self: 'You already own this team',
  reviewee_id_invalid: 'revieweeId must be a person id',
  review_stars: 'Stars must be a whole number from 1 to 5',
  review_not_crew: 'Only the crew of a completed team can review each other',
  cannot_review_self: 'You cannot review yourself',
  review_too_late: "Reviews can be written only within 30 days of the team's completion",
  review_exists: 'You have already reviewed this person for this team',
  review_not_found: 'Review not found',
  review_edit_too_late: 'A review can be edited only within 7 days of writing it',
  skill_required: 'Choose a skill to endorse',
  cannot_endorse_self: 'You cannot endorse yourself',
  endorse_not_allowed: 'You can endorse only people you matched with or share a team with',
  endorse_skill_unlisted: 'That skill is not listed on this profile',

  // Portfolio and uploads.
  project_title_required: 'Project title is required',
  project_type: 'Choose a project type from the list',
  project_not_found: 'Project not found',
  project_not_yours: 'You can only change your own projects',
  project_upload_not_yours: 'Use an image you uploaded yourself or an https:// URL',
  tag_too_long: 'A tag must be at most {{max}} characters',
  too_many_tags: 'At most {{max}} tags',
  upload_not_image: 'Please select an image file (PNG, JPG, GIF, etc.)',
  upload_too_large: 'Images can be at most {{mb}} MB',
  upload_too_many_pixels: 'Images can be at most {{megapixels}} megapixels',
  upload_no_file: 'Choose an image file to upload',
  upload_busy: 'Bubbles is busy processing other images. Please try again in a few seconds.',

  // Files shared in chat.
  attachment_no_file: 'Choose a file to attach',
  attachment_too_large: 'Files can be at most {{mb}} MB',
  attachment_type_refused:
    'This kind of file cannot be shared. Images, PDF, text, Office documents, ZIP, MP3 and MP4 can.',
  attachment_not_found: 'That file does not exist',
  attachment_not_yours: 'Only files you uploaded and have not sent yet can be attached',
  too_many_attachments: 'At most {{max}} files per message',
  attachment_daily_budget: "You've shared {{mb}} MB of files today. Please wait {{wait}} and try again.",

  // Safety.
  blocked: "You can't interact with this person.",
  user_id_invalid: 'userId must be a person id',
  cannot_block_self: 'You cannot block yourself',
  not_blocked: 'You have not blocked this person',
  cannot_report_self: 'You cannot report yourself',
  report_reason: 'Choose a reason from the list',
  report_details_too_long: 'Details must be at most {{max}} characters',
  report_message_id_invalid: 'messageId must be a message id',
  report_project_id_invalid: 'projectId must be a project id',
  report_message_not_theirs: 'That message is not in your conversation with this person',
  report_project_not_theirs: 'That project is not one of this person’s projects',
  report_review_id_invalid: 'reviewId must be a review id',
  report_review_not_theirs: 'That review is not one this person wrote about you or that you can see',
  report_not_found: 'Report not found',
  report_not_found_or_resolved: 'Report not found, or already resolved',
  resolve_action: "action must be 'dismiss' or 'suspend'",

  // Budgets (shared/limits.ts BUDGETS): "{{wait}}" is "12 seconds" or "3 minutes" (params seconds or minutes).
  too_fast_messages: "You're sending messages very quickly. Please wait {{wait}} and try again.",
  too_fast_reactions: "You're reacting very quickly. Please wait {{wait}} and try again.",
  too_fast_swipes: "You're swiping very quickly. Please wait {{wait}} and try again.",
  too_fast_likes: "You're liking projects very quickly. Please wait {{wait}} and try again.",
  too_fast_teams: "You're creating teams very quickly. Please wait {{wait}} and try again.",
  too_fast_projects: "You're adding projects very quickly. Please wait {{wait}} and try again.",
  too_fast_tasks: "You're adding tasks very quickly. Please wait {{wait}} and try again.",
  too_fast_team_joins: "You're joining teams very quickly. Please wait {{wait}} and try again.",
  too_fast_reports: "You're sending reports very quickly. Please wait {{wait}} and try again.",
  too_fast_reviews: "You're writing reviews very quickly. Please wait {{wait}} and try again.",
  too_fast_endorsements: "You're endorsing skills very quickly. Please wait {{wait}} and try again.",
  too_fast_attachments: "You're sharing files very quickly. Please wait {{wait}} and try again.",
  too_fast_searches: "You're searching very quickly. Please wait {{wait}} and try again.",
  too_fast_room_joins: "You're opening chats very quickly. Please wait {{wait}} and try again.",
  too_fast_call_signals: "You're sending call signals very quickly. Please wait {{wait}} and try again.",
  too_fast_password_resets:
    "You've asked for several password reset emails. Please wait {{wait}} and try again.",
  too_fast_email_confirmations:
    "You've asked for several confirmation emails. Please wait {{wait}} and try again.",

  // Links mailed to a person (docs/decisions/025): a new address's confirmation, a password reset.
  email_link_invalid:
    'This confirmation link is not valid. It may have been replaced by a newer one or cancelled in Settings.',
  email_link_used: 'This confirmation link has already been used.',
  email_link_expired: 'This confirmation link has expired. You can send a new one from Settings.',
  email_taken_meanwhile: 'Someone else confirmed this email address first, so your email was not changed.',
  no_pending_email: 'There is no email change waiting for confirmation.',
  reset_link_invalid: 'This password reset link is not valid. Please ask for a new one.',
  reset_link_used: 'This password reset link has already been used. Please ask for a new one.',
  reset_link_expired: 'This password reset link has expired. Please ask for a new one.',

  // Sessions (Settings → Security).
  session_id_invalid: 'That is not a session id',
  session_not_found: 'That session has already ended',
} as const

export type ErrorCode = keyof typeof ERRORS
export type ErrorParams = Record<string, string | number>
export interface ErrorDescription {
  code: ErrorCode
  params?: ErrorParams
}

/** A refusal's code when its text is none of ours, by HTTP status. */
export function genericErrorCode(status: number): ErrorCode {
  if (status >= 500) return status === 503 ? 'unavailable' : 'server_error'
  const byStatus: Record<number, ErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    429: 'rate_limited',
  }
  return byStatus[status] ?? 'bad_request'
}

export const GENERIC_ERROR_CODES: readonly ErrorCode[] = [
  'bad_request',
  'invalid_input',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'server_error',
]

/**
 * Slots that hold something other than a whole number: an API field's path ("skills.2"), a field's name
 * ("isPublic"), a list of choices, and a budget's wait ("12 seconds", sent as params { seconds: 12 }, or
 * "3 minutes" as { minutes: 3 }, so that each language can say it its own way).
 */
const SLOTS: Record<string, string> = {
  field: '(\\S+)',
  name: '(\\w+)',
  options: '(.+)',
  wait: '(\\d+ (?:seconds|minutes))',
}
const NUMBER_SLOT = '(\\d+)'

/** The English text of a code, its slots filled: errorText('too_long', { max: 500 }). */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  return ERRORS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (name === 'wait')
      return 'minutes' in params ? `${params.minutes} minutes` : `${params.seconds} seconds`
    return String(params[name] ?? '')
  })
}

/** "You're swiping very quickly. Please wait 12 seconds...": the wait as a budget refusal says it. */
export const budgetWait = (retryAfterSeconds: number): ErrorParams =>
  retryAfterSeconds < 90
    ? { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) }
    : { minutes: Math.ceil(retryAfterSeconds / 60) }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const exact = new Map<string, ErrorCode>()
const templates: { code: ErrorCode; pattern: RegExp; slots: string[] }[] = []
for (const [code, text] of Object.entries(ERRORS) as [ErrorCode, string][]) {
  const slots = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!)
  if (slots.length === 0) {
    exact.set(text, code)
    continue
  }
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .reduce((pattern, part, index) => pattern + (SLOTS[slots[index - 1]!] ?? NUMBER_SLOT) + part)
  templates.push({ code, pattern: new RegExp(`^${source}$`), slots })
}

/** The code (and the values of its slots) of one of our English texts; undefined for any other text. */
export function describeError(message: string): ErrorDescription | undefined {
  const code = exact.get(message)
  if (code) return { code }
  for (const template of templates) {
    const match = template.pattern.exec(message)
    if (!match) continue
    const params: ErrorParams = {}
    for (const [index, slot] of template.slots.entries()) {
      const value = match[index + 1]!
      if (slot === 'wait') {
        const [amount, unit] = value.split(' ')
        params[unit!] = Number(amount)
      } else params[slot] = slot in SLOTS ? value : Number(value)
    }
    return { code: template.code, params }
  }
  return undefined
}
