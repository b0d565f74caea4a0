import { type SQL, sql } from 'drizzle-orm'

/** At most this many words count; more would only narrow to nothing while costing an index probe each. */
const MAX_WORDS = 6
/** Words this long or longer may also match a close spelling; shorter ones are mostly prefixes. */
const TYPO_MIN_LENGTH = 4

/**
 * The words of a query that can match anything: split on spaces, at least two characters, at least one
 * letter or digit (pg_trgm sees nothing else, so "%%" alone would mean "search the whole index"),
 * each once. An empty list means nothing can match, and the answer is empty: never everything.
 */
export function searchWords(q: string): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const word of q.trim().split(/\s+/u)) {
    const key = word.toLowerCase()
    if (word.length < 2 || !/[\p{L}\p{N}]/u.test(word) || seen.has(key)) continue
    seen.add(key)
    words.push(word)
    if (words.length === MAX_WORDS) break
  }
  return words
}

/** LIKE's own characters taken literally: "50%" looks for "50%", not for "50" followed by anything. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, '\\$&')

/** What people type, folded as the indexed text is (drizzle/0023: lower case, no accents). */
export const folded = (text: string) => sql`search_fold(${text}::text)`

/**
 * One word against a folded text (`doc`, an indexed expression): inside it (a prefix as one types,
 * "photo" in "photographer"), or close to one of its words ("lindwe", "Lindiwe"). Both are operators of
 * the trigram index, so each word is an index condition.
 */
export function wordMatches(doc: SQL, word: string): SQL {
  const inside = sql`${doc} like '%' || ${folded(likeEscaped(word))} || '%'`
  // A word with punctuation in it ("100%", "c++") means those characters: pg_trgm would ignore them.
  if ([...word].length < TYPO_MIN_LENGTH || !/^[\p{L}\p{N}]+$/u.test(word)) return inside
  return sql`(${inside} or ${folded(word)} <% ${doc})`
}

/** Where a hit ranks: 0 an exact name (or tag), 1 every word starts a word of the text, 2 the rest. */
export function matchTier(doc: SQL, words: string[], exact: SQL): SQL<number> {
  const starts = words.map((word) => sql`(' ' || ${doc}) like '% ' || ${folded(likeEscaped(word))} || '%'`)
  return sql<number>`case when ${exact} then 0 when ${sql.join(starts, sql` and `)} then 1 else 2 end`
}
