import { REPLY_QUOTE_LENGTH } from '@shared/limits'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { type ChatRef, useMessageChanges } from '../api/message-changes'
import type { ComposerIntent } from '../components/composer-banner'
import type { ChatMessageView, MessageActions } from '../components/message-bubble'
import type { MessageExtras } from '../lib/outbox'

/** A reply's quote as the composer and the pending message show it, before the server has its own. */
const quoteOf = (message: ChatMessageView) => ({
  id: message.id,
  senderId: message.senderId,
  excerpt: [...(message.content.split('\n', 1)[0] ?? '')].slice(0, REPLY_QUOTE_LENGTH).join(''),
  deleted: false,
})

/**
 * What a chat window does with its messages' menus: reply and edit go through the composer (its
 * `intent`), delete asks first, reactions go straight to the server. Returns the list's actions, the
 * composer's props and the delete dialog to render.
 */
export function useMessageIntent({
  chat,
  nameOf,
  send,
}: {
  chat: ChatRef
  nameOf: (userId: string | null) => string
  /** The chat outbox's send. */
  send: (content: string, extras?: MessageExtras) => void
}) {
  const { t } = useTranslation('chat')
  const changes = useMessageChanges(chat)
  const [replyTo, setReplyTo] = useState<ChatMessageView>()
  const [editing, setEditing] = useState<ChatMessageView>()
  const [deleting, setDeleting] = useState<ChatMessageView>()

  const actions: MessageActions = {
    reply: (message) => {
      setEditing(undefined)
      setReplyTo(message)
    },
    edit: (message) => {
      setReplyTo(undefined)
      setEditing(message)
    },
    remove: setDeleting,
    react: (message, emoji, on) => changes.react(message.id, emoji, on),
  }

  const intent: ComposerIntent | undefined = editing
    ? { kind: 'edit', messageId: editing.id, content: editing.content }
    : replyTo
      ? {
          kind: 'reply',
          messageId: replyTo.id,
          name: nameOf(replyTo.senderId),
          excerpt: quoteOf(replyTo).excerpt,
        }
      : undefined

  const composer = {
    intent,
    onCancelIntent: () => {
      setReplyTo(undefined)
      setEditing(undefined)
    },
    onSend: (content: string, extras: { mentions?: string[] }) => {
      send(content, { ...extras, ...(replyTo && { replyTo: quoteOf(replyTo) }) })
      setReplyTo(undefined)
    },
    onSaveEdit: (messageId: string, content: string) => changes.edit(messageId, content),
  }

  const dialog = (
    <ConfirmDialog
      open={deleting !== undefined}
      onOpenChange={(open) => !open && setDeleting(undefined)}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      confirmLabel={t('deleteDialog.confirm')}
      busyLabel={t('deleteDialog.busy')}
      onConfirm={async () => {
        if (deleting) await changes.remove(deleting.id)
        if (editing?.id === deleting?.id) setEditing(undefined)
      }}
    />
  )

  return { actions, composer, dialog }
}
