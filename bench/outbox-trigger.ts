/**
 * What the outbox trigger (drizzle/0010_outbox.sql) costs the chat's hot path: the same message
 * statement (storeMessage), one after another from 20 concurrent senders, with the trigger off, with
 * every recipient connected (the trigger reads user_presence and writes nothing), and with every
 * recipient away (each message tries the outbox insert; the pending row per conversation absorbs it).
 *   DATABASE_URL=postgres://.../postgres npx tsx bench/outbox-trigger.ts
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { conversations, matches, userPresence, users } from '../server/db/schema'
import { storeMessage } from '../server/features/messages/send-message'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bubbles_bench_mail_${process.pid}`
const admin = new pg.Client({ connectionString: base })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(base)
url.pathname = `/${name}`
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 })
try {
  await migrateDatabase(database)
  const { db } = database
  const PAIRS = 20
  const PER_SENDER = 250
  const pairs: { sender: string; recipient: string; conversationId: string }[] = []
  for (let i = 0; i < PAIRS; i++) {
    const people = [0, 1].map((j) => ({
      id: randomUUID(),
      email: `b${i}-${j}@example.com`,
      firstName: `B${i}`,
    }))
    await db.insert(users).values(people)
    const [user1Id, user2Id] = people.map((p) => p.id).sort() as [string, string]
    const [match] = await db.insert(matches).values({ user1Id, user2Id }).returning()
    const [conversation] = await db.insert(conversations).values({ matchId: match!.id }).returning()
    pairs.push({ sender: people[0]!.id, recipient: people[1]!.id, conversationId: conversation!.id })
  }
  const run = async (label: string) => {
    const latencies: number[] = []
    const started = performance.now()
    await Promise.all(
      pairs.map(async ({ sender, conversationId }) => {
        for (let i = 0; i < PER_SENDER; i++) {
          const t = performance.now()
          await storeMessage({ db, userId: sender, conversationId, content: `m${i}` })
          latencies.push(performance.now() - t)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const p = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!.toFixed(2)
    console.log(
      `${label.padEnd(28)} ${(latencies.length / seconds).toFixed(0)} msg/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms`,
    )
  }
  const trigger = (on: boolean) =>
    db.execute(
      sql.raw(`alter table notifications ${on ? 'enable' : 'disable'} trigger notifications_outbox_email`),
    )
  for (let round = 0; round < 2; round++) {
    await trigger(false)
    await run('trigger off')
    await trigger(true)
    await db.insert(userPresence).values(pairs.map((p) => ({ userId: p.recipient, online: true })))
    await run('trigger on, recipients online')
    await db.delete(userPresence)
    await run('trigger on, recipients away')
  }
  const { rows } = (await db.execute(sql`select count(*)::int as n from outbox`)) as unknown as {
    rows: { n: number }[]
  }
  console.log(`outbox rows written: ${rows[0]!.n} (one pending per conversation)`)
} finally {
  await database.close()
  await admin.query(`drop database ${name} with (force)`)
  await admin.end()
}
