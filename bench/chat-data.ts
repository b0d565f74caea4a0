import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { conversations, matches, sessions, userSettings, users } from '../server/db/schema'

export interface Pair {
  conversationId: string
  /** The session cookie values of the two people. */
  tokens: [string, string]
}

/**
 * `count` people, each with a live session, paired into matches with their conversations, in the
 * PostgreSQL database of `databaseUrl` or else the embedded one in `dataDir`.
 */
export async function createPairs(
  databaseUrl: string | undefined,
  count: number,
  dataDir = '',
): Promise<Pair[]> {
  const database = await openDatabase({ databaseUrl, dataDir })
  await migrateDatabase(database)
  const people = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `bench-${i}@example.com`,
    firstName: `Bench${i}`,
    token: randomBytes(32).toString('base64url'),
  }))
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => rows.slice(i * 500, i * 500 + 500))
  for (const chunk of chunks(people)) {
    await database.db.insert(users).values(chunk.map(({ token: _, ...user }) => user))
    await database.db.insert(sessions).values(
      chunk.map((p) => ({
        userId: p.id,
        tokenHash: createHash('sha256').update(p.token).digest('hex'),
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    )
  }
  const pairs: Pair[] = []
  for (let i = 0; i < count; i += 2) {
    const [a, b] = [people[i]!, people[i + 1]!]
    const [user1Id, user2Id] = [a.id, b.id].sort() as [string, string]
    const [match] = await database.db.insert(matches).values({ user1Id, user2Id }).returning()
    const [conversation] = await database.db.insert(conversations).values({ matchId: match!.id }).returning()
    pairs.push({ conversationId: conversation!.id, tokens: [a.token, b.token] })
  }
  await database.close()
  return pairs
}

/**
 * Turns the bench people's newMessages setting on or off: with it off, a message stores no
 * notification, so the same run can show what notification writes cost.
 */
export async function setMessageNotifications(databaseUrl: string, on: boolean) {
  const database = await openDatabase({ databaseUrl, dataDir: '' })
  await database.db.execute(sql`
    insert into ${userSettings} (user_id, new_messages)
    select ${users.id}, ${on} from ${users} where ${users.email} like 'bench-%'
    on conflict (user_id) do update set new_messages = excluded.new_messages`)
  await database.close()
}
