import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { CREATIVE_FIELD_PROFESSIONS } from '../../../shared/options'
import { users } from './users'

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`
// The SQL twin of fieldOfProfession (shared/options.ts), stored so Discover's creative field filter is
// an index lookup. Changing the mapping changes this expression: generate a migration for it.
const creativeFieldSql = `case ${Object.entries(CREATIVE_FIELD_PROFESSIONS)
  .map(([field, listed]: [string, readonly string[]]) => {
    const options = listed.map((option) => quote(option.toLowerCase()))
    const inList = options.length ? `lower(profession) in (${options.join(', ')}) or ` : ''
    return `when ${inList}strpos(lower(profession), ${quote(field)}) > 0 then ${quote(field)}`
  })
  .join(' ')} end`

export const profileVisibility = pgEnum('profile_visibility', ['public', 'friends', 'private'])

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profession: text('profession').notNull(),
    bio: text('bio').notNull(),
    location: text('location').notNull(),
    // "Cape Town, Western Cape" -> "western cape": Discover shows people of the caller's province first.
    province: text('province').generatedAlwaysAs(sql`lower(btrim(regexp_replace(location, '^.*,', '')))`),
    // "  Cape   Town " -> "cape town": the location as shared/locations.ts listedLocation compares it, so
    // Discover's Within filter is an index lookup of the listed places' spellings (docs/decisions/017).
    locationKey: text('location_key').generatedAlwaysAs(
      sql`lower(btrim(regexp_replace(location, '\\s+', ' ', 'g')))`,
    ),
    creativeField: text('creative_field').generatedAlwaysAs(sql.raw(creativeFieldSql)),
    experience: text('experience').notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    projectInterests: text('project_interests'),
    collaborationStyle: text('collaboration_style'),
    portfolio: text('portfolio'),
    // Earned reputation (docs/decisions/051, docs/decisions/051): never counters. Each write that can change them
    // (a team completed or reopened, a review written, edited or hidden, a suspension, a deletion) sets
    // all three again from the rows (team_crew, reviews) in its own transaction: refreshReputation.
    rating: doublePrecision('rating').notNull().default(5),
    reviewCount: integer('review_count').notNull().default(0),
    projectsCompleted: integer('projects_completed').notNull().default(0),
    hourlyRate: integer('hourly_rate').notNull().default(0),
    portfolioImages: text('portfolio_images').array().notNull().default(sql`'{}'::text[]`),
    isAvailableForWork: boolean('is_available_for_work').notNull().default(true),
    profileVisibility: profileVisibility('profile_visibility').notNull().default('public'),
    showOnlineStatus: boolean('show_online_status').notNull().default(true),
    allowMessagesFromStrangers: boolean('allow_messages_from_strangers').notNull().default(true),
    showInDiscovery: boolean('show_in_discovery').notNull().default(true),
    shareAnalytics: boolean('share_analytics').notNull().default(false),
    agreedToPrivacyPolicyAt: timestamp('agreed_to_privacy_policy_at', { withTimezone: true }).notNull(),
    agreedToTermsOfServiceAt: timestamp('agreed_to_terms_of_service_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Names, profession, skills, location and bio folded for search (search_fold: lower case, no accents),
    // kept by triggers from this row and the users row (drizzle/0023); never written by the app.
    searchDoc: text('search_doc').notNull().default(''),
  },
  (t) => {
    // Discover only ever reads discoverable public profiles, in its ranking order (docs/decisions/032):
    // partial indexes in that order let it stop after one page instead of sorting everyone.
    const discoverable = sql`${t.showInDiscovery} = true and ${t.profileVisibility} = 'public'`
    return [
      index('profiles_discover_rank_idx').on(t.isAvailableForWork, t.updatedAt, t.userId).where(discoverable),
      index('profiles_discover_province_idx')
        .on(t.province, t.isAvailableForWork, t.updatedAt, t.userId)
        .where(discoverable),
      index('profiles_discover_field_idx')
        .on(t.creativeField, t.isAvailableForWork, t.updatedAt, t.userId)
        .where(discoverable),
      index('profiles_discover_place_idx')
        .on(t.locationKey, t.isAvailableForWork, t.updatedAt, t.userId)
        .where(discoverable),
      index('profiles_search_trgm_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
    ]
  },
)

export type ProfileRow = typeof profiles.$inferSelect
