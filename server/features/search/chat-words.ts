import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { folded } from './words'

// The chats' own features (messages, team chat) run their searches with these, so that search does
// not import them back.

/**
 * Search inside one chat: its messages holding every word (case and accents aside), newest first, a
 * page at a time (`before` = the last hit's id). The chat's (chat, created_at) index walks its messages
 * newest first and the words filter them, so a search costs at most that chat's history, never the
 * table's (docs/decisions/055).
 */
export interface ChatSearch {
  db: Db
  userId: string
  q: string
  before?: string
  limit: number
}

export const holdsEvery = (content: SQL, words: string[]) =>
  words.map(
    (word) => sql`search_fold(${content}) like '%' || ${folded(word.replace(/[\\%_]/g, '\\$&'))} || '%'`,
  )
