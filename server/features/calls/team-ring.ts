import type { TeamCallRing } from '@shared/schemas/calls'
import { rooms } from '@shared/socket-events'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../../db/prepare'
import { teams } from '../../db/schema'
import type { CallContext } from './context'
import { findCallPeople } from './match-calls'
import { findTeamMemberIds } from './team-calls'

/**
 * A team call has started: every other member with the app open hears `team-call-ring` (their app
 * rings quietly, with Join), and every other member away from it gets a web push through the outbox,
 * unless they turned off push or team updates. The ring ends on the client when `team-call` says the
 * call is over; the push channel drops a push whose call ended before it went out.
 */
export async function ringTeam(
  ctx: CallContext,
  { teamId, callId, starterId }: { teamId: string; callId: string; starterId: string },
) {
  const others = (await findTeamMemberIds(ctx.db, teamId)).filter((id) => id !== starterId)
  if (others.length === 0) return
  const [[team], [startedBy]] = await Promise.all([
    ctx.db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)),
    findCallPeople(ctx.db, [starterId]),
  ])
  if (!team || !startedBy) return
  const ring: TeamCallRing = { teamId, teamName: team.name, callId, startedBy }
  ctx.io.to(others.map(rooms.user)).emit('team-call-ring', ring)
  const online = await onlineAmong(ctx, others)
  const away = others.filter((id) => !online.has(id))
  if (away.length > 0) await enqueueTeamCallPushes(ctx, { teamId, callId, starterId, userIds: away })
}

/** Who of these people has a socket on any instance; presence answers should Redis not. */
async function onlineAmong(ctx: CallContext, userIds: string[]) {
  try {
    const sockets = await ctx.io.in(userIds.map(rooms.user)).fetchSockets()
    return new Set(sockets.map((socket) => socket.data.userId))
  } catch (error) {
    ctx.log.warn({ err: error }, 'fetchSockets failed; asking presence who is online')
    return ctx.onlineAmong(userIds)
  }
}

/**
 * One push row per away member with push and team updates on and a browser subscribed (the same
 * rules as the notification trigger's, drizzle/0012_push.sql). Topic `team-call:<call>`: one buzz per call.
 */
async function enqueueTeamCallPushes(
  ctx: CallContext,
  {
    teamId,
    callId,
    starterId,
    userIds,
  }: { teamId: string; callId: string; starterId: string; userIds: string[] },
) {
  const ids = sql.join(
    userIds.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  )
  await queryRows(
    ctx.db,
    sql`insert into outbox (channel, user_id, kind, topic, payload)
      select 'push', r.id, 'team-call', ${`team-call:${callId}`},
        jsonb_build_object('teamId', ${teamId}::text, 'callId', ${callId}::text, 'starterId', ${starterId}::text)
      from (values ${ids}) as r(id)
      left join user_settings s on s.user_id = r.id
      where coalesce(s.push_notifications, true) and coalesce(s.team_updates, true)
        and exists (select 1 from push_subscriptions d where d.user_id = r.id)
      on conflict (channel, user_id, topic) where status = 'pending' do nothing
      returning id`,
  )
}
