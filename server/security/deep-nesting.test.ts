import { findInvalidText } from '@shared/text-rules'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ApiClient } from '../../test/client'
import { realtimeSuite } from '../../test/realtime-suite'

const live = realtimeSuite()

// 8,000 arrays one inside the other: 16 KiB, and deeper than any walk over it by recursion can go.
const DEEP = 8000
const deepJson = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`

/**
 * One event sent as text over a bare WebSocket (Engine.IO 4, Socket.IO 5), as an attacker's client
 * would send it: socket.io-client's encoder, like JSON.stringify, walks a value by recursion and would
 * overflow in the test itself. Resolves with the event's acknowledgement.
 */
function emitRaw(client: ApiClient, event: string, payloadJson: string) {
  const url = `${live.server.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`
  const socket = new WebSocket(url, { headers: { cookie: client.cookieHeader } })
  return new Promise<unknown>((resolve, reject) => {
    socket.once('error', reject)
    socket.on('message', (data: Buffer) => {
      const text = data.toString()
      // Engine.IO's open, then Socket.IO's connect to the main namespace, the event, its ack.
      if (text.startsWith('0')) socket.send('40')
      else if (text.startsWith('40')) socket.send(`420[${JSON.stringify(event)},${payloadJson}]`)
      else if (text.startsWith('430')) {
        resolve((JSON.parse(text.slice(3)) as unknown[])[0])
        socket.close()
      } else if (text.startsWith('44')) reject(new Error(`connect refused: ${text}`))
    })
  })
}

describe('deeply nested JSON is refused with 400 before anything walks it, never a 500', () => {
  it('refuses a body nested 8,000 deep with 400, signed out', async () => {
    const res = await fetch(new URL('/api/auth/password-reset', live.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepJson,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: 'The request is nested more than 32 levels deep',
      code: 'nested_too_deep_request',
      params: { max: 32 },
    })
  })

  it('refuses a socket event nested 8,000 deep with status 400', async () => {
    const a = await live.person('Deep')
    expect(await emitRaw(a, 'send-message', deepJson)).toEqual({
      ok: false,
      status: 400,
      message: 'The event is nested more than 32 levels deep',
      code: 'nested_too_deep_event',
      params: { max: 32 },
    })
  })

  it('takes a body nested as deep as the limit, and objects as well as arrays count', async () => {
    const client = new ApiClient(live.server.url)
    let atLimit: unknown = 'x@example.com'
    for (let depth = 1; depth < 32; depth++) atLimit = { a: atLimit }
    // 32 levels: the schema answers (an email it cannot read), not the nesting guard.
    const res = await client.post('/api/auth/password-reset', { email: atLimit })
    expect(res.status).toBe(400)
    expect(res.body.code).not.toBe('nested_too_deep_request')
    const deeper = await client.post('/api/auth/password-reset', { email: { a: atLimit } })
    expect(deeper.body.code).toBe('nested_too_deep_request')
  })

  it('the text guard walks any depth without recursion, and still names the first bad field', () => {
    let deep: unknown = ['fine', 'bad\u0000']
    for (let depth = 0; depth < 100_000; depth++) deep = [deep]
    expect(findInvalidText(deep)).toBe(`${'0.'.repeat(100_000)}1`)
    expect(findInvalidText({ a: ['ok', { 'k\u0000': 1 }], b: 'x\u0000' })).toBe('a.1.k\u0000')
  })
})
