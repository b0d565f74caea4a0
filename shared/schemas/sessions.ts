import { z } from 'zod'
import { ERRORS } from '../error-codes'

/** One place a person is signed in (Settings → Security), as GET /api/auth/sessions lists it. */
export const sessionSchema = z.object({
  id: z.uuid(),
  /** The session of the browser asking: "This device". */
  current: z.boolean(),
  createdAt: z.string(),
  /** Refreshed at most once a minute per session, so "active now" is as precise as that. */
  lastSeenAt: z.string(),
  /** Read from the browser's user agent when it was signed in; null when it says nothing we know. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
})
export const sessionListSchema = z.array(sessionSchema)

export const sessionParamsSchema = z.object({ id: z.uuid(ERRORS.session_id_invalid) })

export const endedSessionsSchema = z.object({ ended: z.number().int() })

export type Session = z.infer<typeof sessionSchema>
export type EndedSessions = z.infer<typeof endedSessionsSchema>
