import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { WITHIN_KM } from '../locations'
import { AVAILABILITY_FILTERS } from '../options'
import { profileSchema } from './profile'

/** GET /api/profiles/discover(/demo) query (spec §7), plus cursor pagination. */
export const discoverQuerySchema = z.object({
  location: z.string().trim().max(120).optional(),
  /** One of the creative fields (designer, developer, ...) or the free text typed for "other". */
  profession: z.string().trim().max(80).optional(),
  availability: z.enum(AVAILABILITY_FILTERS).optional(),
  /**
   * Only people at most this many km from the caller's listed location (issue 12): 50, 200 or 500.
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
  cursor: z.string().max(200).optional(),
})
export type DiscoverQuery = z.input<typeof discoverQuerySchema>
export type DiscoverQueryOutput = z.output<typeof discoverQuerySchema>

export const discoverUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})

/** A discover card: the person plus every public profile field (spec §3 "Discover profile card"). */
export const discoverCardSchema = profileSchema
  .omit({
    showOnlineStatus: true,
    allowMessagesFromStrangers: true,
    showInDiscovery: true,
    shareAnalytics: true,
  })
  .extend({ user: discoverUserSchema })
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
