import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

export const teamProjectType = pgEnum('team_project_type', [
  'mobile_app',
  'web_app',
  'branding',
  'ui_ux',
  'marketing',
  'other',
])
export const teamRole = pgEnum('team_role', ['owner', 'member'])
export const taskStatus = pgEnum('task_status', ['To Do', 'In Progress', 'Completed'])
export const taskPriority = pgEnum('task_priority', ['High', 'Medium', 'Low'])

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    projectType: teamProjectType('project_type').notNull().default('other'),
    maxMembers: integer('max_members').notNull().default(5),
    isLookingForMembers: boolean('is_looking_for_members').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(true),
    // 'active' or 'completed' (docs/decisions/051): a completed team keeps its chat and tasks, takes nobody new.
    status: text('status').notNull().default('active'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    // 'open' takes whoever joins; 'approval' turns a join into a request the owner answers.
    joinPolicy: text('join_policy').notNull().default('open'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last number this team's chat changes took (edits, deletions, reactions): see message-changes. */
    chatVersion: bigint('chat_version', { mode: 'number' }).notNull().default(0),
    // Search's folded text and folded name, computed by the database on every write (drizzle/0025), as
    // for projects: the rank and the index's recheck read them instead of folding each matched row again.
    searchDoc: text('search_doc')
      .notNull()
      .generatedAlwaysAs(sql`search_team_doc(name, description, project_type)`),
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`search_fold(name)`),
  },
  (t) => [
    index('teams_owner_idx').on(t.ownerId),
    check('teams_max_members_range', sql`${t.maxMembers} between 2 and 50`),
    check('teams_status', sql`${t.status} in ('active', 'completed')`),
    check('teams_join_policy', sql`${t.joinPolicy} in ('open', 'approval')`),
    index('teams_search_trgm_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
  ],
)

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // Team chat messages after this are unread for this member: a count that costs only the unread.
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_unique').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
  ],
)

export const teamMessages = pgTable(
  'team_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** As for 1:1 messages: a retried send with the same clientId stores one message. */
    clientId: uuid('client_id'),
    /** As for 1:1 messages (conversations.ts). */
    replyToId: uuid('reply_to_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 0 until it first changes; then its team's chatVersion at its latest change. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The members it @mentions (members when it was sent). */
    mentions: uuid('mentions').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('team_messages_team_created_idx').on(t.teamId, t.createdAt),
    uniqueIndex('team_messages_sender_client_unique').on(t.senderId, t.clientId),
    index('team_messages_team_version_idx').on(t.teamId, t.version).where(sql`${t.version} > 0`),
  ],
)

export const teamTasks = pgTable(
  'team_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: taskStatus('status').notNull().default('To Do'),
    priority: taskPriority('priority').notNull().default('Medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_tasks_team_idx').on(t.teamId)],
)
