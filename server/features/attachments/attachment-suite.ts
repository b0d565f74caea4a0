import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries } from '../../../test/count-queries'
import { addTeamMember, createMatch, createMember, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { attachments, attachmentUsage, messages } from '../../db/schema'
import { solidImage } from '../uploads/upload-test-kit'
import { attach, attachBytes, download, isStored, keysOf, pdfBytes } from './attachment-test-kit'
import { deleteAttachmentsOfMessages } from './remove'

/**
 * The attachment behaviour, run against a store: the local disk, or S3 through a local S3 server
 * (`env` points the app at it). Each test makes its own people.
 */
export function describeAttachments(storeName: string, setup: () => Promise<Record<string, string>>) {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(await setup())
  })
  afterAll(() => server?.close())

  const pair = () => createMatch(server)

  describe(`attachments (${storeName})`, () => {
    it("an attachment is served to the conversation's members and to nobody else", async () => {
      const { a, b, matchId, conversationId } = await pair()
      const stranger = await createMember(server)
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e11d48' } })
        .png()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
        .toBuffer()
      const image = await attach(a, png, 'moodboard.png')
      expect(image).toEqual({
        id: expect.any(String),
        name: 'moodboard.webp',
        size: expect.any(Number),
        type: 'image/webp',
        width: 300,
        height: 200,
      })
      const pdf = await attach(a, pdfBytes(), 'brief.pdf')
      expect(pdf).toEqual({
        id: expect.any(String),
        name: 'brief.pdf',
        size: pdfBytes().length,
        type: 'application/pdf',
      })

      // Before it is sent: the uploader only.
      expect((await download(a, `/api/attachments/${image.id}`)).res.status).toBe(200)
      expect((await download(b, `/api/attachments/${image.id}`)).res.status).toBe(404)

      const sent = await a.post('/api/messages', {
        conversationId,
        content: '',
        clientId: randomUUID(),
        attachmentIds: [image.id, pdf.id],
      })
      expect(sent.status).toBe(201)
      expect(sent.body.content).toBe('')
      expect(sent.body.attachments).toEqual([image, pdf])

      for (const member of [a, b]) {
        const { res, bytes } = await download(member, `/api/attachments/${image.id}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(res.headers.get('content-disposition')).toMatch(/^inline;/)
        expect(bytes.length).toBe(image.size)
        // Re-encoded: the metadata the sender's file carried is gone.
        expect(bytes.includes(Buffer.from('secret-exif-marker'))).toBe(false)
        const thumbnail = await download(member, `/api/attachments/${image.id}/thumbnail`)
        expect(thumbnail.res.status).toBe(200)
        expect((await sharp(thumbnail.bytes).metadata()).width).toBeLessThanOrEqual(400)

        const file = await download(member, `/api/attachments/${pdf.id}`)
        expect(file.res.status).toBe(200)
        expect(file.res.headers.get('content-type')).toBe('application/pdf')
        expect(file.res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(file.res.headers.get('content-disposition')).toBe(
          `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
        )
        expect(file.bytes.equals(pdfBytes())).toBe(true)
      }
      for (const path of [
        `/api/attachments/${image.id}`,
        `/api/attachments/${image.id}/thumbnail`,
        `/api/attachments/${pdf.id}`,
      ]) {
        expect((await download(stranger, path)).res.status).toBe(404)
      }
      // Signed out: 401, as every signed-in route.
      expect((await fetch(new URL(`/api/attachments/${pdf.id}`, server.url))).status).toBe(401)
      // The public uploads path never serves a private file.
      const [key] = await keysOf(server, a.user!.id)
      expect((await fetch(new URL(`/uploads/${key}`, server.url))).status).toBe(404)

      // The conversation's pages carry them.
      const page = await b.get(`/api/conversations/${matchId}/messages`)
      expect(page.body.messages.at(-1).attachments).toEqual([image, pdf])

      // A block hides them as it hides the conversation.
      await b.post('/api/blocks', { userId: a.user!.id })
      expect((await download(b, `/api/attachments/${pdf.id}`)).res.status).toBe(404)
    })

    it("loads a page's attachments in one query, whatever its length", async () => {
      /** The queries of reading a chat's page whose `count` messages each carry a file. */
      async function pageQueries(count: number) {
        const { a, matchId, conversationId } = await pair()
        const [owner, member] = [a, await createMember(server)]
        const { teamId } = await createTeam(server, { owner, members: [member] })
        for (let n = 0; n < count; n++) {
          const file = await attach(a, pdfBytes(), `f${n}.pdf`)
          await a.post('/api/messages', { conversationId, content: `m${n}`, attachmentIds: [file.id] })
          const teamFile = await attach(a, pdfBytes(), `t${n}.pdf`)
          await a.post(`/api/teams/${teamId}/chat`, { content: `t${n}`, attachmentIds: [teamFile.id] })
        }
        // Read once first, so the second read counts the page itself (the session is cached, the chat read).
        const direct = `/api/conversations/${matchId}/messages?limit=50`
        const team = `/api/teams/${teamId}/chat?limit=50`
        await a.get(direct)
        await a.get(team)
        let directPage: { messages: { attachments?: unknown[] }[] } = { messages: [] }
        let teamPage: { messages: { attachments?: unknown[] }[] } = { messages: [] }
        const directQueries = await countQueries(server.db, async () => {
          directPage = (await a.get(direct)).body
        })
        const teamQueries = await countQueries(server.db, async () => {
          teamPage = (await a.get(team)).body
        })
        expect(directPage.messages.filter((m) => m.attachments?.length === 1)).toHaveLength(count)
        expect(teamPage.messages.filter((m) => m.attachments?.length === 1)).toHaveLength(count)
        return { directQueries, teamQueries }
      }
      const one = await pageQueries(1)
      const six = await pageQueries(6)
      expect(one.directQueries).toBeGreaterThan(0)
      expect(six).toEqual(one)
    })

    it('a disguised HTML file is refused, and nothing is stored', async () => {
      const { a } = await pair()
      const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')
      for (const [bytes, name] of [
        [html, 'report.pdf'],
        [Buffer.from('  \n<script>fetch("/api/profile")</script>'), 'notes.txt'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.png'],
        [Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 'setup.zip'],
      ] as const) {
        const res = await attachBytes(a, bytes, name, 'application/pdf')
        expect(res.status, name).toBe(415)
        expect(res.body.code).toBe('attachment_type_refused')
      }
      expect(await keysOf(server, a.user!.id)).toEqual([])
    })

    it('takes plain text, served as text and as a download', async () => {
      const { a } = await pair()
      const text = await attach(a, Buffer.from('Brief: three logo versions, café colours ☕\n'), 'brief.txt')
      expect(text.type).toBe('text/plain')
      const { res } = await download(a, `/api/attachments/${text.id}`)
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/)
    })

    it('refuses a file over 25 MB with 413, and stores nothing', async () => {
      const { a } = await pair()
      const res = await attachBytes(a, Buffer.alloc(25 * 1024 * 1024 + 1, 0x61), 'big.txt')
      expect(res.status).toBe(413)
      expect(res.body.code).toBe('attachment_too_large')
      expect(await keysOf(server, a.user!.id)).toEqual([])
    })

    it('refuses more than five attachment ids with 400', async () => {
      const { a, conversationId } = await pair()
      const ids = Array.from({ length: 6 }, () => randomUUID())
      const res = await a.post('/api/messages', { conversationId, content: 'six', attachmentIds: ids })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('too_many_attachments')
      // And a message with neither text nor files is still refused.
      const empty = await a.post('/api/messages', { conversationId, content: '  ' })
      expect(empty.status).toBe(400)
      expect(empty.body.code).toBe('message_empty')
    })

    it("refuses someone else's attachment id with 400, and stores no message", async () => {
      const { a, b, conversationId } = await pair()
      const theirs = await attach(b, pdfBytes(), 'theirs.pdf')
      const mine = await attach(a, pdfBytes(), 'mine.pdf')
      const res = await a.post('/api/messages', {
        conversationId,
        content: 'look',
        attachmentIds: [mine.id, theirs.id],
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('attachment_not_yours')
      const stored = await server.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
      expect(stored).toEqual([])
      // Both stay unsent: mine can still go.
      const again = await a.post('/api/messages', {
        conversationId,
        content: 'look',
        attachmentIds: [mine.id],
      })
      expect(again.status).toBe(201)
      // ...once: an attachment already sent cannot be sent again.
      const twice = await a.post('/api/messages', {
        conversationId,
        content: 'again',
        attachmentIds: [mine.id],
      })
      expect(twice.status).toBe(400)
    })

    it('stores one message for a repeated clientId, its attachments linked once', async () => {
      const { a, conversationId } = await pair()
      const file = await attach(a, pdfBytes(), 'brief.pdf')
      const body = { conversationId, content: 'brief', clientId: randomUUID(), attachmentIds: [file.id] }
      const first = await a.post('/api/messages', body)
      const retry = await a.post('/api/messages', body)
      expect(first.status).toBe(201)
      expect(retry.status).toBe(201)
      expect(retry.body).toEqual(first.body)
      expect(retry.body.attachments).toEqual([file])
      const stored = await server.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
      expect(stored).toHaveLength(1)
    })

    it('serves team chat attachments to members only, and not to a member who left', async () => {
      const [owner, member, outsider] = await Promise.all([
        createMember(server),
        createMember(server),
        createMember(server),
      ])
      const { teamId } = await createTeam(server, { owner, members: [member] })
      const image = await attach(owner, await solidImage('jpeg'), 'photo.jpg')
      const sent = await owner.post(`/api/teams/${teamId}/chat`, {
        content: '',
        clientId: randomUUID(),
        attachmentIds: [image.id],
      })
      expect(sent.status).toBe(201)
      expect(sent.body.attachments).toEqual([image])
      expect(image.type).toBe('image/jpeg')

      expect((await download(member, `/api/attachments/${image.id}`)).res.status).toBe(200)
      expect((await download(member, `/api/attachments/${image.id}/thumbnail`)).res.status).toBe(200)
      expect((await download(outsider, `/api/attachments/${image.id}`)).res.status).toBe(404)
      const page = await member.get(`/api/teams/${teamId}/chat`)
      expect(page.body.messages.at(-1).attachments).toEqual([image])

      // An outsider cannot attach to a team they are not in, even their own file.
      const outsiders = await attach(outsider, pdfBytes(), 'x.pdf')
      const refused = await outsider.post(`/api/teams/${teamId}/chat`, {
        content: 'hi',
        attachmentIds: [outsiders.id],
      })
      expect(refused.status).toBe(403)

      expect((await member.delete(`/api/teams/${teamId}/members/me`)).status).toBe(204)
      expect((await download(member, `/api/attachments/${image.id}`)).res.status).toBe(404)
      // A new member sees the history's files.
      const newcomer = await addTeamMember(server, teamId)
      expect((await download(newcomer, `/api/attachments/${image.id}`)).res.status).toBe(200)
    })

    it("a deleted message's attachment is gone from the store", async () => {
      const { a, conversationId } = await pair()
      const image = await attach(a, await solidImage('png'), 'a.png')
      const sent = await a.post('/api/messages', { conversationId, content: 'x', attachmentIds: [image.id] })
      const keys = await keysOf(server, a.user!.id)
      expect(keys).toHaveLength(2)
      for (const key of keys) expect(await isStored(server, key)).toBe(true)

      const left = await deleteAttachmentsOfMessages({
        db: server.db,
        storage: server.app.storage,
        messageIds: [sent.body.id],
      })
      expect(left).toEqual([])
      for (const key of keys) expect(await isStored(server, key)).toBe(false)
      expect(await keysOf(server, a.user!.id)).toEqual([])
      expect((await download(a, `/api/attachments/${image.id}`)).res.status).toBe(404)
    })

    it("account deletion removes the person's attachments, and the other person's become orphans swept away", async () => {
      const { a, b, conversationId } = await pair()
      const mine = await attach(a, pdfBytes(), 'mine.pdf')
      const unsent = await attach(a, await solidImage('png'), 'draft.png')
      const theirs = await attach(b, pdfBytes(), 'theirs.pdf')
      await a.post('/api/messages', { conversationId, content: 'x', attachmentIds: [mine.id] })
      await b.post('/api/messages', { conversationId, content: 'y', attachmentIds: [theirs.id] })
      const aKeys = await keysOf(server, a.user!.id)
      const bKeys = await keysOf(server, b.user!.id)
      expect(aKeys).toHaveLength(3)
      expect(unsent.id).toBeTruthy()

      expect((await a.delete('/api/profile')).status).toBe(200)
      for (const key of aKeys) expect(await isStored(server, key)).toBe(false)
      // The conversation went with the match; b's file in it can no longer be reached and is swept.
      expect((await download(b, `/api/attachments/${theirs.id}`)).res.status).toBe(404)
      await server.app.sweepAttachments()
      for (const key of bKeys) expect(await isStored(server, key)).toBe(false)
      expect(await keysOf(server, b.user!.id)).toEqual([])
    })

    it('removes unsent attachments after 24 hours', async () => {
      const { a } = await pair()
      const old = await attach(a, pdfBytes(), 'old.pdf')
      const fresh = await attach(a, pdfBytes(), 'fresh.pdf')
      await server.db
        .update(attachments)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(attachments.id, old.id))
      const [oldKey] = await server.db
        .select({ key: attachments.key })
        .from(attachments)
        .where(eq(attachments.id, old.id))
      await server.app.sweepAttachments()
      expect(await isStored(server, oldKey!.key)).toBe(false)
      const left = await server.db
        .select({ id: attachments.id })
        .from(attachments)
        .where(eq(attachments.userId, a.user!.id))
      expect(left).toEqual([{ id: fresh.id }])
      // An expired one can no longer be sent either.
      await server.db
        .update(attachments)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(attachments.id, fresh.id))
      const { conversationId } = await createMatch(server, { a })
      const res = await a.post('/api/messages', {
        conversationId,
        content: 'late',
        attachmentIds: [fresh.id],
      })
      expect(res.status).toBe(400)
    })

    it('meets a day past 200 MB with 429 and Retry-After', async () => {
      const { a } = await pair()
      await server.db.insert(attachmentUsage).values({
        userId: a.user!.id,
        day: sql`(now() at time zone 'UTC')::date`,
        bytes: 200 * 1024 * 1024 - 10,
      })
      const res = await attachBytes(a, pdfBytes(), 'one-too-many.pdf')
      expect(res.status).toBe(429)
      expect(res.body.code).toBe('attachment_daily_budget')
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await keysOf(server, a.user!.id)).toEqual([])
      const [usage] = await server.db
        .select({ bytes: attachmentUsage.bytes })
        .from(attachmentUsage)
        .where(and(eq(attachmentUsage.userId, a.user!.id)))
      expect(usage!.bytes).toBe(200 * 1024 * 1024 - 10)
    })
  })
}
