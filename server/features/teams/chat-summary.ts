import type { TeamMessage } from '@shared/schemas/chat'
import { and, desc, eq, gt, ne, type Placeholder, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { teamMembers, teamMessages, teams, users } from '../../db/schema'
import { toTeamMessagePreview } from '../team-chat'

/**
 * What the Team Chats list shows of each team, as lateral subqueries of a query over `teams` joined to
 * the viewer's `team_members` row: the chat's last message with its sender's name, and how
 * many messages from others came after the viewer last read it (only unread rows are read, through the
 * team and time index). One statement for the whole list, as the matches list does for conversations.
 */
function teamChatSummary(db: Db, viewerId: Placeholder | string) {
  const lastMessage = db
    .select({
      id: teamMessages.id,
      senderId: teamMessages.senderId,
      content: teamMessages.content,
      createdAt: teamMessages.createdAt,
      clientId: teamMessages.clientId,
      editedAt: teamMessages.editedAt,
      deletedAt: teamMessages.deletedAt,
      version: teamMessages.version,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teamMessages)
    .innerJoin(users, eq(users.id, teamMessages.senderId))
    .where(eq(teamMessages.teamId, teams.id))
    .orderBy(desc(teamMessages.createdAt), desc(teamMessages.id))
    .limit(1)
    .as('last_message')
  const unread = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(teamMessages)
    .where(
      and(
        eq(teamMessages.teamId, teamMembers.teamId),
        gt(teamMessages.createdAt, teamMembers.lastReadAt),
        ne(teamMessages.senderId, viewerId),
      ),
    )
    .as('unread')
  const columns = {
    lastMessage: {
      id: lastMessage.id,
      senderId: lastMessage.senderId,
      content: lastMessage.content,
      createdAt: lastMessage.createdAt,
      clientId: lastMessage.clientId,
      editedAt: lastMessage.editedAt,
      deletedAt: lastMessage.deletedAt,
      version: lastMessage.version,
      firstName: lastMessage.firstName,
      lastName: lastMessage.lastName,
    },
    unreadCount: unread.count,
  }
  return { lastMessage, unread, columns }
}

/** The last message's columns as a row brings them back. */
interface LastMessageRow {
  id: string
  senderId: string
  content: string
  createdAt: Date | string
  clientId: string | null
  editedAt: Date | string | null
  deletedAt: Date | string | null
  version: number | string
  firstName: string
  lastName: string
}

/** A team's row of the summary as the API sends it. */
export const toTeamChatSummary = (
  teamId: string,
  { lastMessage, unreadCount }: { lastMessage: LastMessageRow | null; unreadCount: number | null },
): { lastMessage: TeamMessage | null; unreadCount: number } => ({
  lastMessage: lastMessage && toTeamMessagePreview({ ...lastMessage, teamId }, lastMessage),
  unreadCount: unreadCount ?? 0,
})

/**
 * Teams joined to the viewer's membership, each with its chat summary (last message, unread count):
 * the one statement both the Team Chats list (`my-teams.ts`) and a single team's JSON (`team-json.ts`)
 * read it through. The caller adds its own columns, filter and order.
 */
export function selectTeamsWithChatSummary<T extends SelectedFields>(
  db: Db,
  viewerId: Placeholder | string,
  fields: T,
) {
  const { lastMessage, unread, columns } = teamChatSummary(db, viewerId)
  return db
    .select({ ...fields, ...columns })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, viewerId)))
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoinLateral(unread, sql`true`)
}
