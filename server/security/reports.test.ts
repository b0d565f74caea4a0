import { randomUUID } from 'node:crypto'
import { SUSPENDED_MESSAGE } from '@shared/schemas/safety'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../test/client'
import { createMatch, createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'
import { connectSocket, disconnected } from '../../test/socket'
import { reports } from '../db/schema'

const ADMIN = 'moderator@bubbles.example'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ` Someone@else.example, ${ADMIN.toUpperCase()} ` })
})
afterAll(() => server.close())

const person = (firstName: string, email?: string) =>
  createUser(server.url, { firstName, email, profile: {} })
// The one moderator of this file, signed in once.
let moderator: Promise<ApiClient> | undefined
const signInAdmin = () => {
  moderator ??= person('Mod', ADMIN)
  return moderator
}

async function reportedConversation() {
  const [reporter, reported] = await Promise.all([person('Reporter'), person('Troll')])
  const { conversationId, matchId } = await createMatch(server, { a: reporter, b: reported })
  const said = await reported.post('/api/messages', { conversationId, content: 'Something nasty' })
  return { reporter, reported, conversationId, matchId, messageId: said.body.id as string }
}

describe('POST /api/reports', () => {
  it('stores a snapshot of the evidence that survives a block and an unmatch', async () => {
    const { reporter, reported, matchId, messageId } = await reportedConversation()
    const project = (await reported.post('/api/portfolio', { title: 'Stolen art' })).body
    const res = await reporter.post('/api/reports', {
      userId: reported.user!.id,
      reason: 'harassment',
      details: '  Kept messaging after I said no  ',
      messageId,
      projectId: project.id,
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) })
    await reporter.post('/api/blocks', { userId: reported.user!.id })
    await reporter.delete(`/api/blocks/${reported.user!.id}`)
    expect((await reporter.get(`/api/conversations/${matchId}/messages`)).status).toBe(404)

    const [row] = await server.db.select().from(reports).where(eq(reports.id, res.body.id))
    expect(row).toMatchObject({
      reporterId: reporter.user!.id,
      reportedId: reported.user!.id,
      reason: 'harassment',
      details: 'Kept messaging after I said no',
      status: 'open',
      evidence: {
        profile: { user: { id: reported.user!.id, firstName: 'Troll' }, profession: 'Photographer' },
        messages: [{ id: messageId, senderId: reported.user!.id, content: 'Something nasty' }],
        project: { id: project.id, title: 'Stolen art' },
      },
    })
  })

  it("refuses bad reasons, long details, oneself, and evidence that is not the reporter's to name", async () => {
    const { reporter, reported, messageId } = await reportedConversation()
    const stranger = await person('Outsider')
    const report = (client: ApiClient, body: object) =>
      client.post('/api/reports', { userId: reported.user!.id, reason: 'spam', ...body })
    expect((await report(reporter, { reason: 'boring' })).status).toBe(400)
    expect((await report(reporter, { details: 'x'.repeat(1001) })).status).toBe(400)
    expect((await reporter.post('/api/reports', { userId: reporter.user!.id, reason: 'spam' })).status).toBe(
      400,
    )
    expect((await reporter.post('/api/reports', { userId: randomUUID(), reason: 'spam' })).status).toBe(404)
    // A message from a conversation the stranger is not part of.
    expect((await report(stranger, { messageId })).status).toBe(404)
    expect((await report(reporter, { projectId: randomUUID() })).status).toBe(404)
    expect(
      (await new ApiClient(server.url).post('/api/reports', { userId: reported.user!.id, reason: 'spam' }))
        .status,
    ).toBe(401)
  })
})

describe('moderation', () => {
  it('answers 404 to everyone but the admins', async () => {
    const someone = await person('Curious')
    expect((await someone.get('/api/admin/reports')).status).toBe(404)
    expect(
      (await someone.post(`/api/admin/reports/${randomUUID()}/resolve`, { action: 'dismiss' })).status,
    ).toBe(404)
    expect((await new ApiClient(server.url).get('/api/admin/reports')).status).toBe(401)
    expect((await someone.get('/api/auth/user')).body).not.toHaveProperty('isAdmin')
    const admin = await signInAdmin()
    expect((await admin.get('/api/auth/user')).body.isAdmin).toBe(true)
  })

  it('lists open reports with evidence, and dismissing takes one off the queue', async () => {
    const admin = await signInAdmin()
    const { reporter, reported } = await reportedConversation()
    const filed = await reporter.post('/api/reports', { userId: reported.user!.id, reason: 'spam' })
    const queue = await admin.get('/api/admin/reports')
    expect(queue.status).toBe(200)
    expect(queue.body.find((r: { id: string }) => r.id === filed.body.id)).toMatchObject({
      reason: 'spam',
      reporter: { id: reporter.user!.id },
      reported: { id: reported.user!.id, suspended: false },
      evidence: { messages: [{ content: 'Something nasty' }] },
    })
    expect(
      (await admin.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'dismiss' })).status,
    ).toBe(204)
    const after = await admin.get('/api/admin/reports')
    expect(after.body.some((r: { id: string }) => r.id === filed.body.id)).toBe(false)
    expect(
      (await admin.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'dismiss' })).status,
    ).toBe(404)
    expect((await admin.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'ban' })).status).toBe(
      400,
    )
  })

  it("a suspended person's open socket is disconnected, their sign-in refused, and they are hidden", async () => {
    const admin = await signInAdmin()
    const { reporter, reported } = await reportedConversation()
    const { teamId } = await createTeam(server, { owner: reporter, members: [reported] })
    await reported.post('/api/portfolio', { title: 'Featured spam' })
    const socket = await connectSocket(reported)
    const gone = disconnected(socket)
    const filed = await reporter.post('/api/reports', { userId: reported.user!.id, reason: 'fake-profile' })
    expect(
      (await admin.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'suspend' })).status,
    ).toBe(204)

    expect(await gone).toBe('io server disconnect')
    expect((await reported.get('/api/auth/user')).status).toBe(401)
    const again = new ApiClient(server.url)
    const signIn = await again.post('/api/auth/dev-login', {
      email: reported.user!.email,
      firstName: 'Troll',
    })
    expect(signIn.status).toBe(403)
    expect(signIn.body.message).toBe(SUSPENDED_MESSAGE)

    const viewer = await person('Viewer')
    const deck = (await viewer.get('/api/profiles/discover')).body.map(
      (c: { user: { id: string } }) => c.user.id,
    )
    expect(deck).not.toContain(reported.user!.id)
    const featured = (await viewer.get('/api/portfolio')).body.map((p: { user: { id: string } }) => p.user.id)
    expect(featured).not.toContain(reported.user!.id)
    const team = (await reporter.get('/api/teams')).body.find((t: { id: string }) => t.id === teamId)
    expect(team.members.map((m: { userId: string }) => m.userId)).toEqual([reporter.user!.id])
    expect((await viewer.get(`/api/profiles/${reported.user!.id}`)).status).toBe(404)
  })
})

describe('account deletion and export', () => {
  it("keeps a deleted reporter's reports for the admins, anonymised, and exports them as the reporter's data", async () => {
    const admin = await signInAdmin()
    const { reporter, reported } = await reportedConversation()
    const filed = await reporter.post('/api/reports', {
      userId: reported.user!.id,
      reason: 'other',
      details: 'Odd',
    })
    const exported = await reporter.get('/api/settings/export')
    expect(exported.body.reports).toEqual([
      expect.objectContaining({
        reason: 'other',
        details: 'Odd',
        status: 'open',
        about: { firstName: 'Troll', lastName: reported.user!.lastName },
      }),
    ])
    expect(JSON.stringify(exported.body.reports)).not.toContain('Something nasty')
    expect((await reporter.delete('/api/profile')).status).toBe(200)
    const queue = await admin.get('/api/admin/reports')
    expect(queue.body.find((r: { id: string }) => r.id === filed.body.id)).toMatchObject({
      reporter: null,
      reported: { id: reported.user!.id },
      details: 'Odd',
    })
  })
})
