import { ERRORS } from '@shared/error-codes'
import type { Endorsement } from '@shared/schemas/reputation'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { endorsements, profiles, users } from '../../db/schema'
import { badRequest, forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { recipientIds, storeNotifications } from '../notifications'
import { blockedBetween } from '../safety'
import { mayEndorse } from './endorse-rules'

/**
 * Endorses one of a person's listed skills (docs/decisions/051). Only someone matched with them or in a team with
 * them may (403 otherwise), never across a block. A repeat changes nothing and is still a success, so a
 * double tap is harmless: `created` says whether a row was written (201 against 200).
 */
export async function endorseSkill({
  db,
  userId,
  personId,
  skill,
}: {
  db: Db
  userId: string
  personId: string
  skill: string
}): Promise<{ created: boolean; endorsement: Endorsement; notificationIds: string[] }> {
  if (!isUuid(personId)) throw notFound(ERRORS.profile_not_found)
  if (personId === userId) throw badRequest(ERRORS.cannot_endorse_self)
  return db.transaction(async (tx) => {
    const me = sql`${userId}::uuid`
    const [person] = await queryRows<{ skills: string[]; allowed: boolean; blocked: boolean }>(
      tx,
      sql`select p.skills, ${mayEndorse(me, sql`u.id`)} as allowed, ${blockedBetween(me, sql`u.id`)} as blocked
        from ${users} u join ${profiles} p on p.user_id = u.id
        where u.id = ${personId}::uuid and u.suspended_at is null`,
    )
    if (!person) throw notFound(ERRORS.profile_not_found)
    if (person.blocked) throw forbidden(ERRORS.blocked)
    if (!person.allowed) throw forbidden(ERRORS.endorse_not_allowed)
    if (!person.skills.includes(skill)) throw badRequest(ERRORS.endorse_skill_unlisted, 'skill')
    const written = await tx
      .insert(endorsements)
      .values({ endorserId: userId, userId: personId, skill })
      .onConflictDoNothing()
      .returning({ id: endorsements.id })
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from ${endorsements} where user_id = ${personId}::uuid and skill = ${skill}`,
    )
    const endorsement = { skill, count, byMe: true }
    if (written.length === 0) return { created: false, endorsement, notificationIds: [] }
    // Several skills endorsed by one person on one day are one notification, counted.
    const day = new Date().toISOString().slice(0, 10)
    const notificationIds = await storeNotifications(tx, {
      type: 'endorsement',
      actorId: userId,
      recipients: recipientIds(personId),
      collapseKey: `endorsement:${userId}:${day}`,
    })
    return { created: true, endorsement, notificationIds }
  })
}

/** Withdraws the caller's endorsement of that skill; withdrawing one that is not there is no error. */
export async function withdrawEndorsement({
  db,
  userId,
  personId,
  skill,
}: {
  db: Db
  userId: string
  personId: string
  skill: string
}) {
  // One's own endorsement can always be taken back, whatever has happened between the two since.
  if (!isUuid(personId)) throw notFound(ERRORS.profile_not_found)
  await db
    .delete(endorsements)
    .where(
      and(
        eq(endorsements.endorserId, userId),
        eq(endorsements.userId, personId),
        eq(endorsements.skill, skill),
      ),
    )
}
