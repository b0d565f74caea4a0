import { randomUUID } from 'node:crypto'
import { budgetWait, errorText } from '@shared/error-codes'
import { BUDGETS, CALL_SIGNAL_MAX_BYTES } from '@shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, type ApiResponse, createUser } from '../../test/client'
import { createMatch, createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, type TestSocket } from '../../test/socket'

// The production budgets, as a script would meet them (sign-ins too: this file signs in few people).
let server: TestServer
const sockets: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer({}, { realRateLimits: true })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server.close()
})
const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })

/** `count` requests in parallel batches, the statuses in the order sent. */
async function burst(count: number, send: (i: number) => Promise<ApiResponse>) {
  const responses: ApiResponse[] = []
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) => send(i + j))
    responses.push(...(await Promise.all(batch)))
  }
  return responses
}

function expectBudget(responses: ApiResponse[], max: number, words: RegExp) {
  const refused = responses.filter((res) => res.status === 429)
  expect(responses.length - refused.length).toBe(max)
  expect(refused.length).toBe(responses.length - max)
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(refused[0]!.body.message).toMatch(words)
  expect(refused[0]!.body.message).toMatch(/Please wait \d+ (minutes|seconds) and try again\./)
  // The code names the budget; its params hold the wait, so a client can say it in another language.
  const { code, params, message } = refused[0]!.body
  expect(code).toMatch(/^too_fast_/)
  expect(params).toEqual(budgetWait(Number(refused[0]!.headers.get('retry-after'))))
  expect(errorText(code, params)).toBe(message)
}

describe('budgets on what a person creates', () => {
  it('400 portfolio projects in a burst meet 429', async () => {
    const flooder = await person('Flooder')
    const responses = await burst(400, (i) => flooder.post('/api/portfolio', { title: `Spam ${i}` }))
    expectBudget(responses, BUDGETS.projects.max, /adding projects very quickly/)
    // Someone else is not held back by the flooder's budget.
    const honest = await person('Honest')
    expect((await honest.post('/api/portfolio', { title: 'My one project' })).status).toBe(201)
  })

  it('creating teams, adding tasks and joining teams each meet their own 429', async () => {
    const owner = await person('Owner')
    const teams = await burst(BUDGETS.teams.max + 5, (i) => owner.post('/api/teams', { name: `Team ${i}` }))
    expectBudget(teams, BUDGETS.teams.max, /creating teams very quickly/)
    const { teamId } = await createTeam(server, { owner })
    const tasks = await burst(BUDGETS.tasks.max + 5, (i) =>
      owner.post(`/api/teams/${teamId}/tasks`, { title: `Task ${i}` }),
    )
    expectBudget(tasks, BUDGETS.tasks.max, /adding tasks very quickly/)
    const joiner = await person('Joiner')
    // Each join after the first is a 409 (already a member), and still spends the budget.
    const joins = await burst(BUDGETS.teamJoins.max + 5, () => joiner.post(`/api/teams/${teamId}/join`))
    expectBudget(joins, BUDGETS.teamJoins.max, /joining teams very quickly/)
  })

  it('swipes and likes meet 429 too', async () => {
    const [swiper, target] = await Promise.all([person('Swiper'), person('Target')])
    const swipes = await burst(BUDGETS.swipes.max + 10, () =>
      swiper.post('/api/swipes', { swipedId: target.user!.id, action: 'pass' }),
    )
    expectBudget(swipes, BUDGETS.swipes.max, /swiping very quickly/)
    const project = (await target.post('/api/portfolio', { title: 'Likeable' })).body
    // Liking again changes nothing (200), and still spends the budget.
    const likes = await burst(BUDGETS.likes.max + 10, () => swiper.post(`/api/portfolio/${project.id}/like`))
    expectBudget(likes, BUDGETS.likes.max, /liking projects very quickly/)
  })

  it('reports meet 429', async () => {
    const [reporter, reported] = await Promise.all([person('Reporter'), person('Reported')])
    const reports = await burst(BUDGETS.reports.max + 3, () =>
      reporter.post('/api/reports', { userId: reported.user!.id, reason: 'spam' }),
    )
    expectBudget(reports, BUDGETS.reports.max, /sending reports very quickly/)
  })
})

describe('budgets on the socket', () => {
  const connect = async (client: ApiClient) => {
    const socket = await connectSocket(client)
    sockets.push(socket)
    return socket
  }

  it('a flood of join-conversation meets 429 in the acknowledgement', async () => {
    const [a, b] = await Promise.all([person('Joiny'), person('Other')])
    const { conversationId } = await createMatch(server, { a, b })
    const socket = await connect(a)
    const acks = await Promise.all(
      Array.from({ length: BUDGETS.roomJoins.max + 5 }, () =>
        socket.emitWithAck('join-conversation', conversationId),
      ),
    )
    expect(acks.filter((ack) => ack.ok)).toHaveLength(BUDGETS.roomJoins.max)
    expect(acks.at(-1)).toMatchObject({
      ok: false,
      status: 429,
      message: expect.stringMatching(/opening chats/),
    })
  })

  it('a call signal over 16 KB is refused, and a flood of signals meets 429', async () => {
    const [a, b] = await Promise.all([person('Caller'), person('Callee')])
    const { matchId } = await createMatch(server, { a, b })
    const [socket] = await Promise.all([connect(a), connect(b)])
    const callId = randomUUID()
    const huge = await socket.emitWithAck('call-offer', {
      matchId,
      callId,
      description: { type: 'offer', sdp: 'x'.repeat(CALL_SIGNAL_MAX_BYTES) },
    })
    expect(huge).toMatchObject({ ok: false, status: 413, message: 'A call signal may be at most 16 KB' })
    // The ring is one signal of the budget; the candidates that follow it spend the rest.
    const ring = await socket.emitWithAck('call-offer', {
      matchId,
      callId,
      description: { type: 'offer', sdp: 'v=0' },
    })
    expect(ring).toEqual({ ok: true, data: null })
    const acks = await Promise.all(
      Array.from({ length: BUDGETS.callSignals.max + 5 }, () =>
        socket.emitWithAck('ice-candidate', {
          matchId,
          callId,
          candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' },
        }),
      ),
    )
    expect(acks.filter((ack) => ack.ok)).toHaveLength(BUDGETS.callSignals.max - 1)
    expect(acks.at(-1)).toMatchObject({ ok: false, status: 429 })
  })
})
