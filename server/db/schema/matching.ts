import { integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * How often people of one kind (their profession, lower case) swiped and liked people of another: the
 * community's own taste, which Discover's ranking learns from (docs/decisions/042). Counted in each
 * swipe's transaction, never recounted. A swipe adds to one of eight shards chosen at random, so that
 * swipes between two popular kinds do not queue behind one row lock; readers add the shards up.
 */
export const swipeKindTallies = pgTable(
  'swipe_kind_tallies',
  {
    swiperKind: text('swiper_kind').notNull(),
    swipedKind: text('swiped_kind').notNull(),
    shard: smallint('shard').notNull(),
    swipes: integer('swipes').notNull().default(0),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.swiperKind, t.swipedKind, t.shard] })],
)

/**
 * One person's swiping, both ways: how choosy they are (likes given of swipes made), how often others
 * like them (likes received of swipes received), and whether more likes reach them than they answer.
 * Counted in each swipe's transaction.
 */
export const swipeTallies = pgTable('swipe_tallies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  swipesMade: integer('swipes_made').notNull().default(0),
  likesGiven: integer('likes_given').notNull().default(0),
  swipesReceived: integer('swipes_received').notNull().default(0),
  likesReceived: integer('likes_received').notNull().default(0),
})
