import { randomUUID } from 'node:crypto'
import { ERRORS } from '@shared/error-codes'
import type { Ack } from '@shared/socket-events'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMatch } from '../../../test/factories'
import { realtimeSuite } from '../../../test/realtime-suite'
import { collect } from '../../../test/socket'
import { blocks, messages, notifications } from '../../db/schema'

// Group commit (decision 022): messages that arrive together are stored by one statement, and each
// sender still gets the answer one message alone would get.
const live = realtimeSuite()

describe('group commit', () => {
  it('answers each of a burst of sends by its own rules and stores each message once, in order', async () => {
    const [a, b, stranger, c, d] = await Promise.all([
      live.person('Amara'),
      live.person('Bayo'),
      live.person('Stranger'),
      live.person('Chidi'),
      live.person('Dayo'),
    ])
    const { conversationId, matchId } = await createMatch(live.server, { a, b })
    const blocked = await createMatch(live.server, { a: c, b: d })
    await live.server.db.insert(blocks).values({ blockerId: d.user!.id, blockedId: c.user!.id })
    const earlier = randomUUID()
    const first = await a.post('/api/messages', {
      conversationId,
      content: 'Before the burst',
      clientId: earlier,
    })
    expect(first.status).toBe(201)

    const [sa, sb, ss, sc] = await Promise.all([
      live.connect(a),
      live.connect(b),
      live.connect(stranger),
      live.connect(c),
    ])
    await Promise.all([sa, sb].map((socket) => socket.emitWithAck('join-conversation', conversationId)))
    const seenByB = collect(sb, 'new-message')
    const notifiedB = collect(sb, 'notification')
    const repeated = randomUUID()
    // Emitted without waiting, so they reach the server together: 20 new messages from Amara (the 6th
    // to the 10th share one clientId), her earlier clientId again, 5 from Bayo, and two refusals.
    const sends: Promise<Ack<{ id: string; content: string }>>[] = []
    for (let i = 0; i < 20; i++) {
      const clientId = i >= 5 && i < 10 ? repeated : randomUUID()
      sends.push(sa.emitWithAck('send-message', { conversationId, content: `A${i}`, clientId }))
      if (i % 4 === 0) sends.push(sb.emitWithAck('send-message', { conversationId, content: `B${i / 4}` }))
    }
    const again = sa.emitWithAck('send-message', {
      conversationId,
      content: 'Before the burst',
      clientId: earlier,
    })
    const intruder = ss.emitWithAck('send-message', { conversationId, content: 'Not mine' })
    const blockedSend = sc.emitWithAck('send-message', {
      conversationId: blocked.conversationId,
      content: 'Hi',
    })
    const unknown = sc.emitWithAck('send-message', { conversationId: randomUUID(), content: 'Nobody' })
    const answers = await Promise.all(sends)

    expect(answers.every((answer) => answer.ok)).toBe(true)
    const ids = answers.map((answer) => (answer.ok ? answer.data.id : ''))
    const contents = answers.map((answer) => (answer.ok ? answer.data.content : ''))
    // The five sends of one clientId all answer with the one message the first of them stored.
    const repeats = contents.flatMap((content, i) =>
      ['A5', 'A6', 'A7', 'A8', 'A9'].includes(content) ? [ids[i]] : [],
    )
    expect(new Set(repeats).size).toBe(1)
    expect(new Set(ids).size).toBe(ids.length - 4)
    const againAnswer = await again
    expect(againAnswer.ok && againAnswer.data.id).toBe(first.body.id)
    expect(await intruder).toMatchObject({ ok: false, status: 403, message: ERRORS.conversation_not_yours })
    expect(await blockedSend).toMatchObject({ ok: false, status: 403 })
    expect(await unknown).toMatchObject({ ok: false, status: 404, message: ERRORS.conversation_not_found })

    const stored = await live.server.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    // The earlier message, Amara's 16 distinct ones, Bayo's 5: each once; nothing from the refused sends.
    expect(stored).toHaveLength(1 + 16 + 5)
    expect(
      await live.server.db.select().from(messages).where(eq(messages.conversationId, blocked.conversationId)),
    ).toEqual([])
    // Each sender's messages keep the order they were sent in, in the conversation and as they arrive.
    const page = await a.get(`/api/conversations/${matchId}/messages?limit=50`)
    const order = (page.body.messages as { content: string }[]).map((m) => m.content)
    const amara = order.filter((content) => /^A\d+$/.test(content))
    expect(amara).toEqual([
      'A0',
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      ...Array.from({ length: 10 }, (_, i) => `A${i + 10}`),
    ])
    expect(order.filter((content) => /^B\d$/.test(content))).toEqual(['B0', 'B1', 'B2', 'B3', 'B4'])
    const seenLive = () => {
      const live_ = seenByB.map((m) => m.content).filter((content) => /^A\d+$/.test(content))
      return live_.filter((content, i) => live_.indexOf(content) === i)
    }
    await expect.poll(seenLive).toEqual(amara)

    // Bayo's one notification counts Amara's 17 stored messages; the burst pushed it fewer times than
    // it had messages (a batch pushes it once, after its last message).
    const [row] = await live.server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.user!.id))
    expect(row?.count).toBe(17)
    expect(notifiedB.at(-1)).toMatchObject({ id: row!.id, count: 17, actor: { id: a.user!.id } })
    expect(notifiedB.length).toBeLessThan(16)
  })
})
