import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { WITHIN_KM } from '../locations'
import { AVAILABILITY_FILTERS } from '../options'
import { profileSchema } from './profile'

/** GET /api/profiles/discover(/demo) query (docs/product.md §7), plus cursor pagination. */
export const discoverQuerySchema = z.object({
  location: z.string().trim().max(120).optional(),
  /** One of the creative fields (designer, developer, ...) or the free text typed for "other". */
  profession: z.string().trim().max(80).optional(),
  availability: z.enum(AVAILABILITY_FILTERS).optional(),
  /**
   * Only people at most this many km from the caller's listed location: 50, 200 or 500.
   * Omitted is any distance. People whose location is typed by hand have no distance, so a radius
   * leaves them out; a caller whose own location is typed by hand is refused (400), having no centre.
   */
  within: z.coerce
    .number()
    .refine(
      (km) => (WITHIN_KM as readonly number[]).includes(km),
      errorText('within_invalid', { options: WITHIN_KM.join(', ') }),
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  // A ranked deck's cursor carries the rest of its dealt order (docs/decisions/042): some 200 ids.
  cursor: z.string().max(8000).optional(),
})
export type DiscoverQuery = z.input<typeof discoverQuerySchema>
export type DiscoverQueryOutput = z.output<typeof discoverQuerySchema>

export const discoverUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})

/**
 * Why a card is in the caller's deck where it is (docs/decisions/042): one or two of these, drawn from
 * the ranking's own signals, worded by the client in the reader's language. Never "liked you".
 * - `team_up`: people of the two professions often like each other here;
 * - `shared_skills`: skills both list (one or two, in the card's spelling);
 * - `same_place` / `same_province`: the card's city or province is the caller's too;
 * - `open_to_work`: available for work.
 */
export const cardReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team_up'), params: z.object({ yours: z.string(), theirs: z.string() }) }),
  z.object({ kind: z.literal('shared_skills'), params: z.object({ skills: z.array(z.string()) }) }),
  z.object({ kind: z.literal('same_place'), params: z.object({ place: z.string() }) }),
  z.object({ kind: z.literal('same_province'), params: z.object({ province: z.string() }) }),
  z.object({ kind: z.literal('open_to_work'), params: z.object({}) }),
])
export type CardReason = z.infer<typeof cardReasonSchema>

/** A discover card: the person plus every public profile field (docs/product.md §3 "Discover profile card"). */
export const discoverCardSchema = profileSchema
  .omit({
    showOnlineStatus: true,
    allowMessagesFromStrangers: true,
    showInDiscovery: true,
    shareAnalytics: true,
  })
  .extend({ user: discoverUserSchema, reasons: z.array(cardReasonSchema) })
export type DiscoverCard = z.infer<typeof discoverCardSchema>

export const swipeSchema = z.object({
  swipedId: z.uuid(ERRORS.swiped_id_invalid),
  action: z.enum(['pass', 'like'], { error: ERRORS.swipe_action }),
})
export type Swipe = z.infer<typeof swipeSchema>

export const swipeResultSchema = z.object({
  isMatch: z.boolean(),
  match: z.object({ id: z.string(), conversationId: z.string() }).optional(),
})
export type SwipeResult = z.infer<typeof swipeResultSchema>

/** DELETE /api/swipes/{swipedId}: matchRemoved when undoing the like also took back its (empty) match. */
export const undoSwipeResultSchema = z.object({ matchRemoved: z.boolean() })
export type UndoSwipeResult = z.infer<typeof undoSwipeResultSchema>
