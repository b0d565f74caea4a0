import { z } from 'zod'
import { ERRORS } from '../error-codes'
import { discoverCardSchema } from './discover'
import { projectSchema } from './portfolio'
import { discoverTeamSchema } from './teams'

export const SEARCH_KINDS = ['people', 'projects', 'teams'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
export const SEARCH_QUERY_MIN = 2
export const SEARCH_QUERY_MAX = 100
/** How many of each kind the all-kinds answer (the top bar's suggestions) holds. */
export const SEARCH_TOP = 5

const searchText = z
  .string({ error: ERRORS.search_query_length })
  .trim()
  .min(SEARCH_QUERY_MIN, { error: ERRORS.search_query_length })
  .max(SEARCH_QUERY_MAX, { error: ERRORS.search_query_length })

/** GET /api/search: one kind a page at a time (cursor in X-Next-Cursor), or the top few of each kind. */
export const searchQuerySchema = z.object({
  q: searchText,
  kind: z.enum(SEARCH_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(100).optional(),
})
export type SearchQuery = z.input<typeof searchQuerySchema>
export type SearchQueryOutput = z.output<typeof searchQuerySchema>

export const peopleResultsSchema = z.object({ items: z.array(discoverCardSchema) })
export const projectResultsSchema = z.object({ items: z.array(projectSchema) })
export const teamResultsSchema = z.object({ items: z.array(discoverTeamSchema) })
/** Without `kind`: the top few of each kind, as the top bar's suggestions show them. */
export const searchTopSchema = z.object({
  people: z.array(discoverCardSchema),
  projects: z.array(projectSchema),
  teams: z.array(discoverTeamSchema),
})
export const searchResponseSchema = z.union([
  searchTopSchema,
  peopleResultsSchema,
  projectResultsSchema,
  teamResultsSchema,
])
export type SearchTop = z.infer<typeof searchTopSchema>
export type PeopleResults = z.infer<typeof peopleResultsSchema>
export type ProjectResults = z.infer<typeof projectResultsSchema>
export type TeamResults = z.infer<typeof teamResultsSchema>
export type SearchResults = PeopleResults | ProjectResults | TeamResults

/**
 * `q` on a chat's messages route (1:1 and team): its messages that hold every word, newest first; the
 * next page with `before` = the last hit's id. Added beside the page query, which it leaves alone.
 */
export const chatSearchQuerySchema = z.object({ q: searchText.optional() })
