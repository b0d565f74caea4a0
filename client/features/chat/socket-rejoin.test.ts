import type { Conversation, Message, TeamMessage } from '@shared/schemas/chat'
import { rooms } from '@shared/socket-events'
import type { InfiniteData } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { createMatch, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { sleep } from '../../../test/socket'

// The client's real-time connection against the real server: it opens once the person's own room is
// listened to; a room is joined while a chat needs it, joined again after the connection drops, and each
// join lets the chat catch up on what it missed (docs/product.md §7). In a browser the page's origin and cookie store give the socket and fetch their server and
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

const { closeSocket, getSocket, joinRoom, openLiveConnection } = await import('@/lib/socket')
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
    // The app's live layer listens to Amara's own room: the connection opens, and the room is joined.
    const stopListening = openLiveConnection(amara.user!.id)
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
    stopListening()
  })
})

describe('the live connection', () => {
  const inOwnRoom = async (userId: string) =>
    (await server.app.io.in(rooms.user(userId)).fetchSockets()).length

  it("opens only once the person's own room is listened to, so none of its events reaches nobody", async () => {
    const [chipo, dumisani] = await Promise.all([person('Chipo'), person('Dumisani')])
    const { teamId } = await createTeam(server, { owner: dumisani, members: [chipo] })
    session.cookie = chipo.cookieHeader
    const userId = chipo.user!.id

    // A screen takes the socket and listens on it before the live layer's code has come: no connection yet,
    // so the server has nobody to send Chipo's events to and keeps them in the database for the fetch.
    const socket = getSocket(userId)
    await sleep(300)
    expect(socket.active).toBe(false)
    expect(await inOwnRoom(userId)).toBe(0)

    // The live layer listens, then opens it: the first event sent to Chipo's room is heard.
    const heard: string[] = []
    socket.on('notification', (notification) => heard.push(notification.type))
    const stopListening = openLiveConnection(userId)
    await expect.poll(() => inOwnRoom(userId)).toBe(1)
    await dumisani.post(`/api/teams/${teamId}/chat`, { content: 'Welcome, Chipo' })
    await expect.poll(() => heard).toEqual(['team-message'])

    // Signed out, the live layer goes: a screen asking for the socket after the server ended it does not
    // open it again by itself.
    stopListening()
    socket.disconnect()
    expect(getSocket(userId).active).toBe(false)
    closeSocket()
  })
})
