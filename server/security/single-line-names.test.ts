import { describeError } from '@shared/error-codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, type ApiResponse, createUser } from '../../test/client'
import { createTeam } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
const person = (firstName: string) => createUser(server.url, { firstName, profile: {} })

// A name that writes lines of its own into an email's plain-text part.
const INJECTED = 'A\r\n\r\n<b>body</b>'
// The control characters other text may hold, which names may not: line breaks and tab (C0), DEL
// and C1 (NEL, U+0085). The rest of C0 (NUL, ESC) the text guard refuses in every field already.
const CONTROLS = ['\n', '\r', '\t', '\u007f', '\u0080', '\u0085', '\u009f']

function expectRefused(res: ApiResponse, field: string) {
  expect(res.status).toBe(400)
  expect(res.body).toEqual({
    message: 'Must be a single line, without control characters',
    code: 'single_line',
    field,
  })
  expect(describeError(res.body.message)).toEqual({ code: 'single_line' })
}

describe('names and titles are one line: control characters are refused with 400', () => {
  it('refuses CR/LF in a name at development sign-in', async () => {
    const visitor = (body: object) =>
      fetch(new URL('/api/auth/dev-login', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'injected@example.com', ...body }),
      }).then(async (res) => ({ status: res.status, body: await res.json(), headers: res.headers }))
    expectRefused(await visitor({ firstName: INJECTED }), 'firstName')
    expectRefused(await visitor({ firstName: 'Ana', lastName: INJECTED }), 'lastName')
  })

  it('refuses every C0 and C1 control character in account names', async () => {
    const a = await person('Plain')
    for (const control of CONTROLS) {
      expectRefused(await a.put('/api/settings/account', { firstName: `Ana${control}Maria` }), 'firstName')
      expectRefused(await a.put('/api/settings/account', { lastName: `Silva${control}x` }), 'lastName')
    }
    const withEscape = await a.put('/api/settings/account', { firstName: 'Ana\u001bMaria' })
    expect(withEscape.status).toBe(400)
    expect(withEscape.body.code).toBe('invalid_text')
    expect((await a.get('/api/auth/user')).body.firstName).toBe('Plain')
    // Letters of every script, accents and emoji are not control characters.
    const fine = await a.put('/api/settings/account', { firstName: 'Zoë 🎨', lastName: 'Ngcobo-Ähm 日本' })
    expect(fine.status).toBe(200)
  })

  it('refuses them in team names, task titles, project titles and professions', async () => {
    const owner: ApiClient = await person('Owner')
    expectRefused(await owner.post('/api/teams', { name: INJECTED }), 'name')
    const { teamId } = await createTeam(server, { owner })
    expectRefused(await owner.put(`/api/teams/${teamId}`, { name: 'New\u0085name' }), 'name')
    expectRefused(await owner.post(`/api/teams/${teamId}/tasks`, { title: 'Task\ttitle' }), 'title')
    expectRefused(await owner.post('/api/portfolio', { title: 'Project\u0080title' }), 'title')
    expectRefused(await owner.put('/api/profile', { profession: 'Photo\ngrapher' }), 'profession')
  })

  it('still takes new lines and tabs in multi-line fields', async () => {
    const a = await person('Lines')
    const bio = 'Line one\nLine two\twith a tab'
    expect((await a.put('/api/profile', { bio })).status).toBe(200)
    const { teamId } = await createTeam(server, { owner: a })
    const described = await a.put(`/api/teams/${teamId}`, { description: 'First\nSecond' })
    expect(described.status).toBe(200)
  })
})
