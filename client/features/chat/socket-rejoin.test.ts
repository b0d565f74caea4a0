import type { Conversation, Message, TeamMessage } from '@shared/schemas/chat'
import type { InfiniteData } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { createMatch } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'

// The client's real-time connection against the real server: a room is joined while a chat needs it,
// joined again after the connection drops, and each join lets the chat catch up on what it missed
// (spec §7). In a browser the page's origin and cookie store give the socket and fetch their server and
// session; in Node they are handed over here, and nothing else is replaced.
const session = vi.hoisted(() => ({ url: '', cookie: '' }))
vi.mock('socket.io-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('socket.io-client')>()
  const io = (options: object) =>
    actual.io(session.url, {
      ...options,
      extraHeaders: { cookie: session.cookie, origin: new URL(session.url).origin },
    })
  return { ...actual, io }
})
// Only the app's own requests (a path, as in the browser); the test's ApiClients bring their cookies.
const nodeFetch = globalThis.fetch
vi.stubGlobal('fetch', (input: string | URL, init: RequestInit = {}) =>
  typeof input === 'string' && input.startsWith('/')
    ? nodeFetch(new URL(input, session.url), {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie: session.cookie },
      })
    : nodeFetch(input, init),
)
vi.stubGlobal('navigator', { languages: ['en'] })
vi.stubGlobal('document', { documentElement: { lang: '' } })
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} })

const { closeSocket, getSocket, joinRoom } = await import('@/lib/socket')
const { createQueryClient } = await import('@/lib/query-client')
const { addMessageToConversation, conversationQuery } = await import('./api/get-conversation')
const { catchUpChat } = await import('./api/catch-up')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  session.url = server.url
})
afterAll(async () => {
  closeSocket()
  await server?.close()
})

const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })

async function send(from: ApiClient, conversationId: string, content: string) {
  const res = await from.post<Message>('/api/messages', { conversationId, content })
  expect(res.status).toBe(201)
  return res.body
}

describe('the client socket', () => {
  it('joins a room, joins it again after a dropped connection, and the chat catches up on what it missed', async () => {
    const [amara, bongani] = await Promise.all([person('Amara'), person('Bongani')])
    const { matchId, conversationId } = await createMatch(server, { a: amara, b: bongani })
    session.cookie = amara.cookieHeader
    await send(bongani, conversationId, 'Before the chat opened')

    // The chat as a screen holds it: its newest page loaded, then the room joined.
    const queryClient = createQueryClient()
    const query = conversationQuery(matchId)
    await queryClient.fetchInfiniteQuery(query)
    const contents = () =>
      (queryClient.getQueryData<InfiniteData<Conversation>>(query.queryKey)?.pages ?? [])
        .flatMap((page) => page.messages)
        .map((message) => message.content)
    const joins: boolean[] = []
    const caughtUp: string[][] = []
    const chatOpen = new AbortController()
    const leave = joinRoom(amara.user!.id, 'conversation', conversationId, (afterGap) => {
      joins.push(afterGap)
      void catchUpChat<Conversation>(
        queryClient,
        query,
        `/api/conversations/${matchId}/messages`,
        chatOpen.signal,
      ).then((found) => caughtUp.push(found.map((message) => message.content)))
    })
    await expect.poll(() => caughtUp).toEqual([[]])
    expect(joins).toEqual([false])

    // Joined: a message comes live, and joins the chat as the screen's hook adds it.
    const socket = getSocket(amara.user!.id)
    socket.on('new-message', (message) => addMessageToConversation(queryClient, matchId, message as Message))
    const live = new Promise<Message | TeamMessage>((resolve) => socket.once('new-message', resolve))
    await send(bongani, conversationId, 'Live hello')
    expect((await live).content).toBe('Live hello')

    // The connection drops (held down until the missed message is stored), then comes back.
    socket.io.reconnection(false)
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve))
    socket.io.engine.close()
    await dropped
    await send(bongani, conversationId, 'Sent while you were away')
    socket.io.reconnection(true)
    socket.connect()

    // Joined again after the gap, and the catch-up brought the message that never came live.
    await expect.poll(() => caughtUp.length).toBe(2)
    expect(joins).toEqual([false, true])
    expect(caughtUp[1]).toEqual(['Sent while you were away'])
    expect(contents()).toEqual(['Before the chat opened', 'Live hello', 'Sent while you were away'])

    // Still in the room: the next message comes live again.
    const again = new Promise<Message | TeamMessage>((resolve) => socket.once('new-message', resolve))
    await send(bongani, conversationId, 'Welcome back')
    expect((await again).content).toBe('Welcome back')
    chatOpen.abort()
    leave()
  })
})
