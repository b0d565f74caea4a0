import { editMessageSchema, messageSchema, teamMessageSchema } from '@shared/schemas/chat'
import { type ReactionEmoji, reactionEmojiSchema } from '@shared/schemas/message-changes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestUser } from '../../plugins/auth-guard'
import { removeAttachmentsOfMessages, removeStoredFiles } from '../attachments'
import { broadcastMessageChange } from './broadcast'
import { type ChangeScope, deleteMessage, editMessage, type FileRemoval, setReaction } from './changes'
import { type ChatKind, directChat, teamChat } from './chats'

const directParams = z.object({ id: z.string().max(100) })
const teamParams = z.object({ teamId: z.string().max(100), messageId: z.string().max(100) })
const withEmoji = <T extends z.ZodRawShape>(params: z.ZodObject<T>) =>
  params.extend({ emoji: reactionEmojiSchema })

/**
 * Edits, deletions and reactions of both chats' messages, at both chats' paths. Each answers the
 * message as it is now and, when it changed, broadcasts it whole to its chat's room (`message-updated`)
 * before answering, as sends do.
 */
export const messageChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app
  const messageBudget = app.budgets.guard('messages')
  const reactionBudget = app.budgets.guard('reactions')

  function changes<M extends Parameters<typeof broadcastMessageChange>[2]>(chat: ChatKind<M>) {
    const answer = async (change: Promise<{ message: M; changed: boolean }>) => {
      const { message, changed } = await change
      if (changed) {
        broadcastMessageChange(app.io, chat.roomOf(message), message)
        await app.flushBroadcasts()
      }
      return message
    }
    return {
      edit: (scope: ChangeScope, content: string) => answer(editMessage(db, chat, { ...scope, content })),
      remove: (scope: ChangeScope) => answer(deleteMessage(db, chat, scope, files)),
      react: (scope: ChangeScope, emoji: ReactionEmoji, on: boolean) =>
        answer(setReaction(db, chat, { ...scope, emoji, on })),
    }
  }
  const files: FileRemoval = {
    removeRows: removeAttachmentsOfMessages,
    removeStored: async (keys) => {
      const left = await removeStoredFiles(app.storage, keys)
      // The rows are gone, so nothing serves these any more; the bytes are only space.
      if (left.length > 0) app.log.warn({ keys: left }, 'deleted message files left in the store')
    },
  }
  const direct = changes(directChat)
  const team = changes(teamChat)

  const directScope = (request: { params: { id: string } }, userId: string): ChangeScope => ({
    messageId: request.params.id,
    userId,
  })
  const teamScope = (request: { params: { teamId: string; messageId: string } }, userId: string) => ({
    messageId: request.params.messageId,
    chatId: request.params.teamId,
    userId,
  })

  const directMessage = { response: { 200: messageSchema } }
  app.patch(
    '/api/messages/:id',
    {
      preHandler: messageBudget,
      schema: { params: directParams, body: editMessageSchema, ...directMessage },
    },
    async (request) => direct.edit(directScope(request, requestUser(request).id), request.body.content),
  )
  app.delete(
    '/api/messages/:id',
    { preHandler: messageBudget, schema: { params: directParams, ...directMessage } },
    async (request) => direct.remove(directScope(request, requestUser(request).id)),
  )
  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/messages/:id/reactions/:emoji',
      { preHandler: reactionBudget, schema: { params: withEmoji(directParams), ...directMessage } },
      async (request) =>
        direct.react(directScope(request, requestUser(request).id), request.params.emoji, on),
    )
  }

  const teamMessage = { response: { 200: teamMessageSchema } }
  app.patch(
    '/api/teams/:teamId/chat/:messageId',
    { preHandler: messageBudget, schema: { params: teamParams, body: editMessageSchema, ...teamMessage } },
    async (request) => team.edit(teamScope(request, requestUser(request).id), request.body.content),
  )
  app.delete(
    '/api/teams/:teamId/chat/:messageId',
    { preHandler: messageBudget, schema: { params: teamParams, ...teamMessage } },
    async (request) => team.remove(teamScope(request, requestUser(request).id)),
  )
  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/teams/:teamId/chat/:messageId/reactions/:emoji',
      { preHandler: reactionBudget, schema: { params: withEmoji(teamParams), ...teamMessage } },
      async (request) => team.react(teamScope(request, requestUser(request).id), request.params.emoji, on),
    )
  }
}
