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
}

import { privateStorageKey } from '@/lib/private-storage'

type Listener = () => void

export const chatKeyOf = (chat: OutboxChat) =>
  chat.kind === 'conversation' ? `conversation:${chat.conversationId}` : `team:${chat.teamId}`

const storageKey = (userId: string) => privateStorageKey('outbox', userId)

function read(userId: string): PendingMessage[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown
    return Array.isArray(parsed) ? (parsed as PendingMessage[]) : []
  } catch {
    return []
  }
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
  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey(this.userId)) return
    this.entries = read(this.userId)
    this.emit()
  }

  constructor(readonly userId: string) {
    this.entries = read(userId)
    window.addEventListener('storage', this.onStorage)
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

  add(chat: OutboxChat, content: string): PendingMessage {
    const message: PendingMessage = {
      clientId: crypto.randomUUID(),
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
    window.removeEventListener('storage', this.onStorage)
    this.listeners.clear()
  }

  private update(change: (entries: PendingMessage[]) => PendingMessage[]) {
    this.entries = change(read(this.userId))
    try {
      if (this.entries.length === 0) localStorage.removeItem(storageKey(this.userId))
      else localStorage.setItem(storageKey(this.userId), JSON.stringify(this.entries))
    } catch {
      // Storage full or blocked (private mode): the messages still go out from memory.
    }
    this.emit()
  }

  private emit() {
    this.lists.clear()
    for (const listener of this.listeners) listener()
  }
}
