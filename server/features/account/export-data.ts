import { ERRORS } from '@shared/error-codes'
import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  blocks,
  conversations,
  matches,
  messages,
  portfolioLikes,
  portfolioProjects,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  swipes,
  teamMembers,
  teamMessages,
  teams,
  teamTasks,
  uploads,
  userSettings,
  users,
} from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { uploadUrl } from '../../lib/storage'
import { exportReputation } from '../reputation'

const other = alias(users, 'other')
const otherName = { firstName: other.firstName, lastName: other.lastName }
// A project as its owner wrote it: search's folded copies (drizzle/0024) are the database's, not theirs.
const {
  searchDoc: _searchDoc,
  searchNames: _searchNames,
  ...exportedProjectColumns
} = getTableColumns(portfolioProjects)

/**
 * Everything Bubbles holds about one person (POPIA right of access), as one JSON document. What is in
 * and what is left out is decided in docs/decisions/008: other people appear by name only, and only
 * where they share something with this person (a match, a conversation, a swipe, a liked project).
 */
export async function exportUserData({
  db,
  userId,
  sessionId,
}: {
  db: Db
  userId: string
  sessionId: string | null
}) {
  // One snapshot, so the parts agree with each other even while the person keeps using the app.
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId))
      if (!user) throw notFound(ERRORS.account_not_found)
      const { passwordHash, ...account } = user
      const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId))
      const [settings] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId))

      const mine = or(eq(matches.user1Id, userId), eq(matches.user2Id, userId))
      const partnerId = sql`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`

      return {
        exportedAt: new Date().toISOString(),
        user: { ...account, hasPassword: passwordHash !== null },
        profile: profile ?? null,
        settings: settings ?? null,
        swipes: await tx
          .select({ action: swipes.action, createdAt: swipes.createdAt, swiped: otherName })
          .from(swipes)
          .innerJoin(other, eq(other.id, swipes.swipedId))
          .where(eq(swipes.swiperId, userId))
          .orderBy(asc(swipes.createdAt)),
        matches: await tx
          .select({
            id: matches.id,
            createdAt: matches.createdAt,
            conversationId: conversations.id,
            person: otherName,
          })
          .from(matches)
          .innerJoin(other, eq(other.id, partnerId))
          .leftJoin(conversations, eq(conversations.matchId, matches.id))
          .where(mine)
          .orderBy(asc(matches.createdAt)),
        // Both sides of each conversation: the person took part in all of it and can read it in the app.
        messages: await tx
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            sentByMe: sql<boolean>`${messages.senderId} = ${userId}`,
            sender: otherName,
            content: messages.content,
            createdAt: messages.createdAt,
            readAt: messages.readAt,
          })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .innerJoin(matches, eq(matches.id, conversations.matchId))
          .innerJoin(other, eq(other.id, messages.senderId))
          .where(mine)
          .orderBy(asc(messages.createdAt), asc(messages.id)),
        teams: await tx
          .select({
            id: teams.id,
            name: teams.name,
            description: teams.description,
            projectType: teams.projectType,
            status: teams.status,
            createdAt: teams.createdAt,
            role: teamMembers.role,
            joinedAt: teamMembers.joinedAt,
          })
          .from(teamMembers)
          .innerJoin(teams, eq(teams.id, teamMembers.teamId))
          .where(eq(teamMembers.userId, userId))
          .orderBy(asc(teamMembers.joinedAt)),
        teamMessages: await tx
          .select({
            id: teamMessages.id,
            teamId: teamMessages.teamId,
            content: teamMessages.content,
            createdAt: teamMessages.createdAt,
          })
          .from(teamMessages)
          .where(eq(teamMessages.senderId, userId))
          .orderBy(asc(teamMessages.createdAt), asc(teamMessages.id)),
        // The browsers that get this person's pushes; their keys are the browsers' own business.
        pushSubscriptions: await tx
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(asc(pushSubscriptions.createdAt)),
        // Only the tasks given to this person: the rest of a team's board is the team's, not theirs.
        tasks: await tx
          .select({
            id: teamTasks.id,
            teamId: teamTasks.teamId,
            title: teamTasks.title,
            status: teamTasks.status,
            priority: teamTasks.priority,
            createdAt: teamTasks.createdAt,
          })
          .from(teamTasks)
          .where(eq(teamTasks.assigneeId, userId))
          .orderBy(asc(teamTasks.createdAt)),
        // docs/decisions/051: completed teams, reviews and endorsements, given and received.
        ...(await exportReputation(tx, userId)),
        portfolioProjects: await tx
          .select(exportedProjectColumns)
          .from(portfolioProjects)
          .where(eq(portfolioProjects.userId, userId))
          .orderBy(asc(portfolioProjects.createdAt)),
        likesGiven: await tx
          .select({
            projectId: portfolioLikes.projectId,
            projectTitle: portfolioProjects.title,
            createdAt: portfolioLikes.createdAt,
          })
          .from(portfolioLikes)
          .innerJoin(portfolioProjects, eq(portfolioProjects.id, portfolioLikes.projectId))
          .where(eq(portfolioLikes.userId, userId))
          .orderBy(asc(portfolioLikes.createdAt)),
        uploads: (
          await tx
            .select({
              key: uploads.key,
              contentType: uploads.contentType,
              bytes: uploads.bytes,
              width: uploads.width,
              height: uploads.height,
              createdAt: uploads.createdAt,
            })
            .from(uploads)
            .where(eq(uploads.userId, userId))
            .orderBy(asc(uploads.createdAt))
        ).map(({ key, ...file }) => ({ url: uploadUrl(key), ...file })),
        // Reports are the reporter's data: what they said, about whom, and what became of it. The
        // evidence snapshot is left out: it holds the other person's words, not this person's.
        reports: await tx
          .select({
            reason: reports.reason,
            details: reports.details,
            status: reports.status,
            createdAt: reports.createdAt,
            about: { firstName: other.firstName, lastName: other.lastName },
          })
          .from(reports)
          .leftJoin(other, eq(other.id, reports.reportedId))
          .where(eq(reports.reporterId, userId))
          .orderBy(asc(reports.createdAt)),
        blocked: await tx
          .select({ createdAt: blocks.createdAt, person: otherName })
          .from(blocks)
          .innerJoin(other, eq(other.id, blocks.blockedId))
          .where(eq(blocks.blockerId, userId))
          .orderBy(asc(blocks.createdAt)),
        // Never the token hashes: they are credentials, not personal data.
        sessions: (
          await tx
            .select({
              id: sessions.id,
              createdAt: sessions.createdAt,
              lastSeenAt: sessions.lastSeenAt,
              expiresAt: sessions.expiresAt,
              userAgent: sessions.userAgent,
            })
            .from(sessions)
            .where(eq(sessions.userId, userId))
            .orderBy(asc(sessions.createdAt))
        ).map(({ id, ...session }) => ({ ...session, current: id === sessionId })),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>
