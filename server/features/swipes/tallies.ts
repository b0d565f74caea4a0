import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// Shards of each pair of kinds: swipes between two popular professions spread over this many rows.
const KIND_SHARDS = 8

/** A person's kind as the tallies count it: their profession, trimmed, lower case (docs/decisions/042). */
export const kindSql = (profession: ReturnType<typeof sql> | string) =>
  sql`left(lower(btrim(${typeof profession === 'string' ? sql.raw(profession) : profession})), 60)`

/**
 * Counts one swipe (sign 1) or takes an undone one back (sign -1) in the learned tallies: the pair of
 * kinds, the swiper's choosiness and the swiped person's appeal. Runs last in the swipe's transaction,
 * so its row locks are held briefly; the two people's rows are locked in id order, so two swipes that
 * share a person never wait on each other in a circle.
 */
export async function countSwipe(
  tx: Tx,
  { swiperId, swipedId, like, sign }: { swiperId: string; swipedId: string; like: boolean; sign: 1 | -1 },
) {
  const likes = like ? sign : 0
  await tx.execute(sql`
    insert into swipe_kind_tallies (swiper_kind, swiped_kind, shard, swipes, likes)
    select ${kindSql('a.profession')}, ${kindSql('b.profession')}, ${randomInt(KIND_SHARDS)}, ${sign}, ${likes}
    from profiles a, profiles b where a.user_id = ${swiperId}::uuid and b.user_id = ${swipedId}::uuid
    on conflict (swiper_kind, swiped_kind, shard) do update
      set swipes = swipe_kind_tallies.swipes + excluded.swipes, likes = swipe_kind_tallies.likes + excluded.likes`)
  const swiper = sql`(${swiperId}::uuid, ${sign}, ${likes}, 0, 0)`
  const swiped = sql`(${swipedId}::uuid, 0, 0, ${sign}, ${likes})`
  await tx.execute(sql`
    insert into swipe_tallies (user_id, swipes_made, likes_given, swipes_received, likes_received)
    values ${swiperId < swipedId ? sql`${swiper}, ${swiped}` : sql`${swiped}, ${swiper}`}
    on conflict (user_id) do update set
      swipes_made = swipe_tallies.swipes_made + excluded.swipes_made,
      likes_given = swipe_tallies.likes_given + excluded.likes_given,
      swipes_received = swipe_tallies.swipes_received + excluded.swipes_received,
      likes_received = swipe_tallies.likes_received + excluded.likes_received`)
}
