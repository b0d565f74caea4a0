import { describe, expect, it } from 'vitest'
import { createUser, validProfile } from '../../test/client'
import { createMatch } from '../../test/factories'
import { realtimeSuite } from '../../test/realtime-suite'

const live = realtimeSuite()
const { person, connect } = live
const NUL = '\u0000'
const LONE_SURROGATE = '\uD800'

describe('NUL bytes and invalid Unicode are refused with 400 naming the field, never a 500', () => {
  it('refuses a NUL byte in a message with 400', async () => {
    const [a, b] = await Promise.all([person('Nul'), person('Byte')])
    const { conversationId } = await createMatch(live.server, { a, b })
    const res = await a.post('/api/messages', { conversationId, content: `hello${NUL}world` })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'content contains characters that are not allowed',
      code: 'invalid_text',
      params: { field: 'content' },
      field: 'content',
    })
    const socket = await connect(a)
    // A socket refusal carries the same code as the HTTP one.
    expect(await socket.emitWithAck('send-message', { conversationId, content: `x${NUL}` })).toEqual({
      ok: false,
      status: 400,
      message: 'content contains characters that are not allowed',
      code: 'invalid_text',
      params: { field: 'content' },
    })
    expect(
      (await a.get(`/api/conversations/${(await a.get('/api/matches')).body[0].id}/messages`)).body.messages,
    ).toEqual([])
  })

  it('refuses a lone surrogate in a profile field and a NUL in onboarding, naming the field', async () => {
    const a = await person('Bio')
    const edited = await a.put('/api/profile', { bio: `broken ${LONE_SURROGATE} text` })
    expect(edited.status).toBe(400)
    expect(edited.body.field).toBe('bio')
    const newcomer = await createUser(live.server.url, { firstName: 'Newcomer' })
    const onboarding = await newcomer.post('/api/profiles', validProfile({ skills: ['ok', `bad${NUL}`] }))
    expect(onboarding.status).toBe(400)
    expect(onboarding.body).toEqual({
      message: 'skills.1 contains characters that are not allowed',
      code: 'invalid_text',
      params: { field: 'skills.1' },
      field: 'skills.1',
    })
  })

  it('refuses them in a query string, a path parameter and an object key', async () => {
    const a = await person('Query')
    const query = await a.get(`/api/profiles/discover?location=${encodeURIComponent(`Cape${NUL}`)}`)
    expect(query.status).toBe(400)
    expect(query.body.field).toBe('location')
    expect((await a.get(`/api/profiles/${encodeURIComponent(`x${NUL}`)}`)).status).toBe(400)
    const key = await a.post('/api/portfolio', JSON.parse(`{"title":"ok","bad\\u0000key":1}`))
    expect(key.status).toBe(400)
  })

  it('still takes tabs, new lines, emoji and every script', async () => {
    const [a, b] = await Promise.all([person('Fine'), person('Text')])
    const { conversationId } = await createMatch(live.server, { a, b })
    const content = 'Sawubona!\tLine one\nLine two 🎨 ñ 日本 עברית'
    const res = await a.post('/api/messages', { conversationId, content })
    expect(res.status).toBe(201)
    expect(res.body.content).toBe(content)
  })
})
