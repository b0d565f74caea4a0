import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const portfolioProjects = pgTable(
  'portfolio_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    projectType: text('project_type').notNull().default('other'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(true),
    // Kept in step with portfolio_likes inside the same transaction as each like.
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Search's folded text and the names that rank first (title, tags), computed by the database on
    // every write (drizzle/0024): search reads them instead of folding each matched row again.
    searchDoc: text('search_doc')
      .notNull()
      .generatedAlwaysAs(sql`search_project_doc(title, tags, description)`),
    searchNames: text('search_names')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`array_prepend(search_fold(title), search_fold_each(tags))`),
  },
  (t) => [
    index('portfolio_user_created_idx').on(t.userId, t.createdAt),
    index('portfolio_public_likes_idx').on(t.likes, t.createdAt).where(sql`${t.isPublic} = true`),
    index('portfolio_search_trgm_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
  ],
)

export const portfolioLikes = pgTable(
  'portfolio_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('portfolio_likes_project_idx').on(t.projectId),
  ],
)
