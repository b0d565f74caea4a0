import type { Attachment } from '@shared/schemas/attachments'
import type { ReplyQuote } from '@shared/schemas/message-changes'
// Messages typed but not yet acknowledged, per signed-in person: shown at once as pending, kept in
// localStorage so a reload or a crash loses none, and sent again with the same clientId until the
// server has stored them (a repeat answers with the stored message, so nothing is stored twice).

/** Where a pending message goes. */
export type OutboxChat =
  | { kind: 'conversation'; matchId: string; conversationId: string }
  | { kind: 'team'; teamId: string }

export interface PendingMessage {
  /** Made once per message by this browser; every try of it carries the same one. */
  clientId: string
  chat: OutboxChat
  content: string
  /** When it was typed: pending messages show in this order, after the stored ones. */
  createdAt: string
  status: 'sending' | 'failed'
  /** Why it failed for good, in the server's words when it gave some (blocked, over the budget). */
  error?: string
  /** The message it answers, quoted as the composer showed it. */
  replyTo?: ReplyQuote
  /** Team members it @mentions. */
  mentions?: string[]
  /** Files uploaded for it, sent by id with every try (a repeat of the clientId claims them once). */
  attachments?: Attachment[]
}

/** What a message may carry beside its text. */
export type MessageExtras = Pick<PendingMessage, 'replyTo' | 'mentions' | 'attachments'>

import { PRIVATE_STORAGE_CLEARED, privateStorageKey } from '@/lib/private-storage'

type Listener = () => void

export const chatKeyOf = (chat: OutboxChat) =>
  chat.kind === 'conversation' ? `conversation:${chat.conversationId}` : `team:${chat.teamId}`

const storageKey = (userId: string) => privateStorageKey('outbox', userId)
// A message nobody could send or retry in a week (its chat gone, the person away) is dropped.
const KEEP_MS = 7 * 24 * 3600_000

/** The stored list, or undefined when storage cannot be read (blocked, private mode). */
function read(userId: string): PendingMessage[] | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown
    if (!Array.isArray(parsed)) return []
    const since = new Date(Date.now() - KEEP_MS).toISOString()
    return (parsed as PendingMessage[]).filter((message) => message.createdAt > since)
  } catch {
    return undefined
  }
}

/** A UUID v4; crypto.randomUUID exists only on https and localhost, not on a LAN address over http. */
function newClientId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One person's outbox. Every change re-reads localStorage first and writes the result back, so two tabs
 * of the same person add and settle messages without dropping each other's; both may send the same
 * message, which the clientId makes harmless.
 */
export class Outbox {
  private entries: PendingMessage[]
  /** Each chat's list as last handed out: the same array until something changes (useSyncExternalStore). */
  private readonly lists = new Map<string, PendingMessage[]>()
  private readonly listeners = new Set<Listener>()
  /** Whether the last write reached storage; when not, memory is the only copy and stays the truth. */
  private stored = true
  private readonly reload = (event: Event) => {
    if (event instanceof StorageEvent && event.key !== null && event.key !== storageKey(this.userId)) return
    this.entries = read(this.userId) ?? this.entries
    this.emit()
  }

  constructor(readonly userId: string) {
    this.entries = read(userId) ?? []
    // Another tab changed it, or signing out in this one cleared it.
    window.addEventListener('storage', this.reload)
    window.addEventListener(PRIVATE_STORAGE_CLEARED, this.reload)
  }

  /** The pending messages of one chat, oldest first (a stable array between changes, for React). */
  list(chatKey?: string): PendingMessage[] {
    if (chatKey === undefined) return this.entries
    let list = this.lists.get(chatKey)
    if (!list) {
      list = this.entries.filter((m) => chatKeyOf(m.chat) === chatKey)
      this.lists.set(chatKey, list)
    }
    return list
  }

  add(chat: OutboxChat, content: string, extras: MessageExtras = {}): PendingMessage {
    const message: PendingMessage = {
      ...extras,
      clientId: newClientId(),
      chat,
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
    }
    this.update((entries) => [...entries, message])
    return message
  }

  /** Acknowledged (by the answer to the send, or by seeing the stored message arrive): no longer pending. */
  settle(clientId: string) {
    if (this.entries.some((m) => m.clientId === clientId)) {
      this.update((entries) => entries.filter((m) => m.clientId !== clientId))
    }
  }

  fail(clientId: string, error?: string) {
    this.update((entries) =>
      entries.map((m) => (m.clientId === clientId ? { ...m, status: 'failed' as const, error } : m)),
    )
  }

  retry(clientId: string) {
    this.update((entries) =>
      entries.map((m) =>
        m.clientId === clientId ? { ...m, status: 'sending' as const, error: undefined } : m,
      ),
    )
  }

  discard(clientId: string) {
    this.settle(clientId)
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  close() {
    window.removeEventListener('storage', this.reload)
    window.removeEventListener(PRIVATE_STORAGE_CLEARED, this.reload)
    this.listeners.clear()
  }

  private update(change: (entries: PendingMessage[]) => PendingMessage[]) {
    // From storage (other tabs' changes included) while it works; from memory once it does not.
    this.entries = change((this.stored && read(this.userId)) || this.entries)
    try {
      if (this.entries.length === 0) localStorage.removeItem(storageKey(this.userId))
      else localStorage.setItem(storageKey(this.userId), JSON.stringify(this.entries))
      this.stored = true
    } catch {
      // Storage full or blocked (private mode): the messages still go out, from memory.
      this.stored = false
    }
    this.emit()
  }

  private emit() {
    this.lists.clear()
    for (const listener of this.listeners) listener()
  }
}
