import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { queryRows } from '../../db/prepare'
import { calls, users } from '../../db/schema'

// The rows of a 1:1 call. Who may touch a call is checked before these run (findMatchPeer).

/** The call named in a signal, whichever its scope; undefined when there is none. */
export async function findCall(db: Db, callId: string) {
  const [call] = await db
    .select({
      id: calls.id,
      matchId: calls.matchId,
      teamId: calls.teamId,
      callerId: calls.callerId,
      status: calls.status,
    })
    .from(calls)
    .where(eq(calls.id, callId))
  return call
}

/**
 * Records a new ring. `false` when the id is taken already (a reused or raced callId); a second live
 * call in the same match is refused by the partial unique index (the caller turns that into a 409).
 */
export async function insertRing(db: Db, call: { id: string; matchId: string; callerId: string }) {
  const inserted = await db
    .insert(calls)
    .values({ ...call, status: 'ringing' })
    .onConflictDoNothing({ target: calls.id })
    .returning({ id: calls.id })
  return inserted.length > 0
}

/** The first answer of a ringing call makes it active; true only for that one answer. */
export async function markAnswered(db: Db, { callId, calleeId }: { callId: string; calleeId: string }) {
  const answered = await db
    .update(calls)
    .set({ status: 'active', answeredAt: sql`now()` })
    .where(and(eq(calls.id, callId), eq(calls.status, 'ringing'), sql`${calls.callerId} <> ${calleeId}`))
    .returning({ id: calls.id })
  return answered.length > 0
}

export interface EndedMatchCall {
  callId: string
  matchId: string
  callerId: string
  peerId: string
  conversationId: string | null
  /** How long the two talked; null when it was never answered. */
  seconds: number | null
}

/**
 * Ends a 1:1 call unless it has ended already. The condition `status <> 'ended'` makes exactly one of
 * several concurrent ends (hang-up, timeout, sweep, on any instance) get the row back, and only that
 * one writes the call's line. `onlyRinging` is for the ring timeout: an answer on another instance,
 * which could not clear this instance's timer, wins over it.
 */
export async function markMatchCallEnded(
  db: Db,
  callId: string,
  { onlyRinging = false }: { onlyRinging?: boolean } = {},
): Promise<EndedMatchCall | undefined> {
  const [row] = await queryRows<{
    call_id: string
    match_id: string
    caller_id: string
    peer_id: string
    conversation_id: string | null
    seconds: number | null
  }>(
    db,
    sql`update calls c set status = 'ended', ended_at = now()
      from matches m
      where c.id = ${callId} and m.id = c.match_id
        and ${onlyRinging ? sql`c.status = 'ringing'` : sql`c.status <> 'ended'`}
      returning c.id as call_id, c.match_id, c.caller_id,
        case when m.user1_id = c.caller_id then m.user2_id else m.user1_id end as peer_id,
        (select id from conversations where match_id = m.id) as conversation_id,
        round(extract(epoch from c.ended_at - c.answered_at))::int as seconds`,
  )
  if (!row) return undefined
  return {
    callId: row.call_id,
    matchId: row.match_id,
    callerId: row.caller_id,
    peerId: row.peer_id,
    conversationId: row.conversation_id,
    seconds: row.seconds === null ? null : Number(row.seconds),
  }
}

/** The live calls of a match (at most one), for an unmatch or a block to end. */
export const findLiveMatchCalls = (db: Pick<Db, 'select'>, matchId: string) =>
  db
    .select({ id: calls.id, callerId: calls.callerId })
    .from(calls)
    .where(and(eq(calls.matchId, matchId), sql`${calls.status} <> 'ended'`))

/** The people of a call as the incoming-call dialog and the team roster show them. */
export async function findCallPeople(db: Db, userIds: string[]) {
  if (userIds.length === 0) return []
  return db.select(personColumns).from(users).where(inArray(users.id, userIds))
}
