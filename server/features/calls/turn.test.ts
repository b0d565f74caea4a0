import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { findIceServers, turnCredential } from './ice-servers'
import { findTurnServer, startCoturn, tryAllocate } from './turn-test-kit'

// A real coturn (Debian package `coturn`; .ci/run installs it) checks the credentials the app hands out.
const binary = findTurnServer()
const title = binary
  ? 'TURN credentials with coturn'
  : 'TURN credentials with coturn (skipped: `turnserver` is not installed; apt-get install coturn)'

describe.skipIf(!binary)(title, () => {
  const secret = randomBytes(24).toString('hex')
  let coturn: Awaited<ReturnType<typeof startCoturn>>
  let server: TestServer
  beforeAll(async () => {
    coturn = await startCoturn(binary!, secret)
    server = await startTestServer({
      TURN_URLS: `turn:127.0.0.1:${coturn.port}?transport=udp`,
      TURN_SECRET: secret,
      TURN_TTL_SECONDS: '600',
    })
  })
  afterAll(async () => {
    coturn?.stop()
    await server?.close()
  })

  it('accepts the credential the app hands out, and refuses it once it has expired', async () => {
    const person = await createUser(server.url, { firstName: 'Caller', profile: {} })
    const { body } = await person.get('/api/calls/ice-servers')
    const turn = body.iceServers.find((entry: { urls: string[] }) => entry.urls[0]!.startsWith('turn:'))
    expect(await tryAllocate(coturn.port, turn.username, turn.credential)).toBe('allocated')

    // The same person's credential as handed out 601 seconds ago: past its 600 s.
    const old = findIceServers({
      calls: server.app.config.calls,
      userId: person.user!.id,
      now: Date.now() - 601_000,
    }).iceServers[0]!
    expect(old.username).toMatch(new RegExp(`^\\d+:${person.user!.id}$`))
    expect(await tryAllocate(coturn.port, old.username!, old.credential!)).toBe(401)
  })

  it('refuses a credential signed with another secret, or a name changed after signing', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 600
    const forged = turnCredential('not-the-secret-of-this-server', 'someone', expiry)
    expect(await tryAllocate(coturn.port, forged.username, forged.credential)).toBe(401)
    const real = turnCredential(secret, 'someone', expiry)
    expect(await tryAllocate(coturn.port, `${expiry + 86_400}:someone`, real.credential)).toBe(401)
    expect(await tryAllocate(coturn.port, real.username, real.credential)).toBe('allocated')
  })
})
