import { ERRORS } from '@shared/error-codes'
import type { Message, TeamMessage } from '@shared/schemas/chat'
import type { ReactionEmoji } from '@shared/schemas/message-changes'
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import type { ChangeTarget, ChatKind } from './chats'

// Every change to a message (an edit, a deletion, a reaction) runs in one transaction that first
// takes its chat's next version (chats.ts: the chat's row, locked until commit) and stamps it on the
// message. Changes of one chat therefore commit in version order, and a client that has read version N
// of a chat catches up with `?changedSince=N` without missing one committed later under a lower number.

/** The message if the caller may act in its chat (and, given `chatId`, it is that chat's); else 404. */
async function findTarget<M extends Message | TeamMessage>(
  db: Db,
  chat: ChatKind<M>,
  { messageId, userId, chatId }: ChangeScope,
): Promise<ChangeTarget> {
  if (!isUuid(messageId)) throw notFound(ERRORS.message_not_found)
  const target = await chat.find(db, messageId, userId)
  if (!target || (chatId !== undefined && target.chatId !== chatId)) throw notFound(ERRORS.message_not_found)
  return target
}

/** The sender's own message, still there; someone else's is 404, as if it did not exist. */
async function findOwnTarget<M extends Message | TeamMessage>(db: Db, chat: ChatKind<M>, scope: ChangeScope) {
  const target = await findTarget(db, chat, scope)
  if (target.senderId !== scope.userId || target.callLine) throw notFound(ERRORS.message_not_found)
  return target
}

export interface ChangeScope {
  messageId: string
  userId: string
  /** The team of a team chat path: the message must be one of its chat's. */
  chatId?: string
}

/** What a change answers: the message as it is now, and whether anything changed (to broadcast). */
export interface Changed<M> {
  message: M
  changed: boolean
}

async function readAfter<M extends Message | TeamMessage>(
  db: Db,
  chat: ChatKind<M>,
  messageId: string,
  viewerId: string,
): Promise<M> {
  const message = await chat.read(db, messageId, viewerId)
  if (!message) throw notFound(ERRORS.message_not_found)
  return message
}

/** The sender corrects their message, within 15 minutes of sending it. */
export async function editMessage<M extends Message | TeamMessage>(
  db: Db,
  chat: ChatKind<M>,
  scope: ChangeScope & { content: string },
): Promise<Changed<M>> {
  const target = await findOwnTarget(db, chat, scope)
  if (target.deleted) throw conflict(ERRORS.message_deleted)
  if (!target.editable) throw forbidden(ERRORS.message_edit_window_closed)
  await db.transaction(async (tx) => {
    const version = await chat.nextVersion(tx, target.chatId)
    await tx
      .update(chat.table)
      .set({ content: scope.content, editedAt: sql`now()`, version })
      .where(eq(chat.table.id, target.id))
  })
  return { message: await readAfter(db, chat, target.id, scope.userId), changed: true }
}

/** How a deleted message's files go: their rows in its transaction, their stored bytes after it. */
export interface FileRemoval {
  removeRows: (tx: Db, messageIds: string[]) => Promise<string[]>
  removeStored: (keys: string[]) => Promise<unknown>
}

/**
 * The sender takes their message back: a tombstone stays in its place ("Message deleted"), its words,
 * reactions and files gone. Deleting it again changes nothing.
 */
export async function deleteMessage<M extends Message | TeamMessage>(
  db: Db,
  chat: ChatKind<M>,
  scope: ChangeScope,
  files: FileRemoval,
): Promise<Changed<M>> {
  const target = await findOwnTarget(db, chat, scope)
  if (target.deleted) return { message: await readAfter(db, chat, target.id, scope.userId), changed: false }
  const keys = await db.transaction(async (tx) => {
    const version = await chat.nextVersion(tx, target.chatId)
    await tx
      .update(chat.table)
      .set({ content: '', deletedAt: sql`now()`, version })
      .where(eq(chat.table.id, target.id))
    await tx.delete(chat.reactions).where(eq(chat.reactions.messageId, target.id))
    return files.removeRows(tx, [target.id])
  })
  // The bytes only once the rows are gone for good: a rolled-back deletion keeps its files.
  await files.removeStored(keys)
  return { message: await readAfter(db, chat, target.id, scope.userId), changed: true }
}

/**
 * Puts (`on`) or takes back one reaction of the caller's. One per person, message and emoji: putting
 * it twice, or taking back one never put, changes nothing and takes no version.
 */
export async function setReaction<M extends Message | TeamMessage>(
  db: Db,
  chat: ChatKind<M>,
  scope: ChangeScope & { emoji: ReactionEmoji; on: boolean },
): Promise<Changed<M>> {
  const target = await findTarget(db, chat, scope)
  if (target.deleted) throw conflict(ERRORS.message_deleted)
  const changed = await db
    .transaction(async (tx) => {
      // The chat's row first, as every change takes it: two reactions of one chat wait for each other.
      const version = await chat.nextVersion(tx, target.chatId)
      const mine = and(
        eq(chat.reactions.messageId, target.id),
        eq(chat.reactions.userId, scope.userId),
        eq(chat.reactions.emoji, scope.emoji),
      )
      const rows = scope.on
        ? await tx
            .insert(chat.reactions)
            .values({ messageId: target.id, userId: scope.userId, emoji: scope.emoji })
            .onConflictDoNothing()
            .returning({ emoji: chat.reactions.emoji })
        : await tx.delete(chat.reactions).where(mine).returning({ emoji: chat.reactions.emoji })
      if (rows.length === 0) {
        // Nothing changed: give the number back by rolling back, so versions stay for real changes.
        tx.rollback()
      }
      await tx.update(chat.table).set({ version }).where(eq(chat.table.id, target.id))
      return true
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false
      throw error
    })
  return { message: await readAfter(db, chat, target.id, scope.userId), changed }
}
