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
import { users } from './users'

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
    experience: text('experience').notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    projectInterests: text('project_interests'),
    collaborationStyle: text('collaboration_style'),
    portfolio: text('portfolio'),
    rating: doublePrecision('rating').notNull().default(5),
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
  },
  (t) => [
    // Discover only ever reads discoverable public profiles: a partial index keeps that set small and hot.
    index('profiles_discoverable_idx')
      .on(t.profession, t.isAvailableForWork)
      .where(sql`${t.showInDiscovery} = true and ${t.profileVisibility} = 'public'`),
  ],
)

export type ProfileRow = typeof profiles.$inferSelect
