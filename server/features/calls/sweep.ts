import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/prepare'
import { writeCallLine } from './call-line'
import type { CallContext } from './context'
import { markMatchCallEnded } from './match-calls'
import { announceMatchCallEnded, endUnanswered } from './one-to-one'
import { leaveAndAnnounce } from './team-signals'

/**
 * Ends what nobody will end: a socket drop does not end a call (media goes peer to peer, and the page
 * reconnects), and a tab that crashed never sends `call-end`. So, on a timer, a 1:1 call none of whose
 * people has had a socket anywhere for the grace time ends, a team participant in that state is dropped,
 * and a call still ringing past its ring time (its instance died before its timer) ends as missed.
 * Every instance sweeps; the ends are conditional, so each call ends once.
 */
export async function sweepCalls(ctx: CallContext, intervalMs: number) {
  const { ringMs, offlineGraceMs } = ctx.config
  // A sighting is refreshed once a sweep: someone last seen at seen_at may have stayed up to one interval
  // longer, so only what is older than grace + interval has surely been gone for the whole grace.
  const absentSeconds = (offlineGraceMs + intervalMs) / 1000
  const overdue = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from calls where status = 'ringing' and match_id is not null
      and created_at < now() - make_interval(secs => ${(ringMs + 1000) / 1000})`,
  )
  for (const { id } of overdue) await endUnanswered(ctx, id)

  // Everyone in a live call, with whether their (or their call's) last sighting is older than the grace.
  const present = await queryRows<{
    call_id: string
    team_id: string | null
    user_id: string
    stale: boolean
  }>(
    ctx.db,
    sql`select c.id as call_id, null as team_id, p.user_id,
        c.seen_at < now() - make_interval(secs => ${absentSeconds}) as stale
      from calls c join matches m on m.id = c.match_id
        cross join lateral (values (m.user1_id), (m.user2_id)) as p(user_id)
      where c.status <> 'ended'
      union all
      select c.id, c.team_id, cp.user_id,
        cp.seen_at < now() - make_interval(secs => ${absentSeconds})
      from calls c join call_participants cp on cp.call_id = c.id
      where c.status <> 'ended' and c.team_id is not null`,
  )
  if (present.length === 0) return
  const online = await ctx.onlineAmong([...new Set(present.map((row) => row.user_id))])

  // A 1:1 call is held while either of its two people is connected.
  const matchCalls = new Map<string, { held: boolean; stale: boolean }>()
  for (const row of present.filter((row) => row.team_id === null)) {
    const call = matchCalls.get(row.call_id) ?? { held: false, stale: row.stale }
    call.held ||= online.has(row.user_id)
    matchCalls.set(row.call_id, call)
  }
  const held = [...matchCalls].filter(([, call]) => call.held).map(([id]) => id)
  const team = present.filter((row) => row.team_id !== null)
  const seen = team.filter((row) => online.has(row.user_id))
  await markSeen(ctx, held, seen)

  for (const [callId, call] of matchCalls) {
    if (call.held || !call.stale) continue
    const ended = await markMatchCallEnded(ctx.db, callId)
    if (!ended) continue
    // The line first, as for a timeout (one-to-one.ts): call-end never arrives before it.
    try {
      await writeCallLine(ctx, ended, 'missed')
    } finally {
      announceMatchCallEnded(ctx, ended, 'hangup')
    }
  }
  for (const row of team) {
    if (online.has(row.user_id) || !row.stale) continue
    await leaveAndAnnounce(ctx, { teamId: row.team_id!, callId: row.call_id, userId: row.user_id })
  }
}

/** Those still connected are seen now: their grace starts again from here. */
async function markSeen(
  ctx: CallContext,
  callIds: string[],
  participants: { call_id: string; user_id: string }[],
) {
  if (callIds.length > 0) {
    await ctx.db.execute(
      sql`update calls set seen_at = now() where id in (${sql.join(
        callIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
  }
  if (participants.length > 0) {
    const pairs = participants.map((row) => sql`(${row.call_id}::uuid, ${row.user_id}::uuid)`)
    await ctx.db.execute(
      sql`update call_participants set seen_at = now() where (call_id, user_id) in (${sql.join(pairs, sql`, `)})`,
    )
  }
}

/** Runs the sweep every `intervalMs`, one at a time; returns the function that stops it (and waits). */
export function startCallSweep(ctx: CallContext, intervalMs: number) {
  let failing = false
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = sweepCalls(ctx, intervalMs)
      .then(
        () => {
          failing = false
        },
        (error) => {
          // The database or Redis may be away for a while: said once, and tried again next time.
          if (!failing) ctx.log.warn({ err: error }, 'call sweep failed; will try again')
          failing = true
        },
      )
      .finally(() => {
        running = undefined
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
