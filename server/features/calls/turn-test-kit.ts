import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createSocket } from 'node:dgram'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Just enough of STUN/TURN (RFC 5389, RFC 5766) to ask a real coturn for a relay with a credential:
// an Allocate request, its 401 challenge (realm, nonce), and the signed retry.

const MAGIC_COOKIE = 0x2112a442
const ALLOCATE_REQUEST = 0x0003
const ALLOCATE_SUCCESS = 0x0103
const ATTR = {
  username: 0x0006,
  integrity: 0x0008,
  errorCode: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  transport: 0x0019,
}

/** The path of coturn's `turnserver`, or undefined when the Debian package `coturn` is not installed. */
export function findTurnServer() {
  const found = spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : undefined
}

/** Starts coturn on loopback with REST-style credentials (`--use-auth-secret`); resolves once it answers. */
export async function startCoturn(binary: string, secret: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bubbles-coturn-'))
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const relayMin = 50_000 + Math.floor(Math.random() * 10_000)
  const child: ChildProcess = spawn(binary, [
    '-n',
    '--listening-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--relay-ip=127.0.0.1',
    `--min-port=${relayMin}`,
    `--max-port=${relayMin + 100}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=bubbles.test',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--log-file=stdout',
    `--userdb=${join(dir, 'turndb')}`,
    `--pidfile=${join(dir, 'turnserver.pid')}`,
  ])
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  // The first Allocate gets its 401 challenge once coturn listens.
  for (let attempt = 0; attempt < 50; attempt++) {
    const probe = udpClient(port)
    const reply = await probe.send(allocate([]), 200).catch(() => undefined)
    probe.close()
    if (reply) return { port, stop }
    if (child.exitCode !== null) break
  }
  stop()
  throw new Error(`coturn did not start on port ${port}:\n${log}`)
}

/**
 * Asks coturn for a relay with this username and password: 'allocated', or the error code it refused
 * with (401: the credential is wrong or has expired).
 */
export async function tryAllocate(port: number, username: string, password: string) {
  // From one socket: coturn's nonce belongs to the client's address and port.
  const client = udpClient(port)
  try {
    const challenge = parse(await client.send(allocate([]), 2000))
    const realm = challenge.attributes.get(ATTR.realm)!
    const nonce = challenge.attributes.get(ATTR.nonce)!
    const key = createHash('md5').update(`${username}:${realm.toString()}:${password}`).digest()
    const signed = allocate(
      [
        attribute(ATTR.username, Buffer.from(username)),
        attribute(ATTR.realm, realm),
        attribute(ATTR.nonce, nonce),
      ],
      key,
    )
    const reply = parse(await client.send(signed, 2000))
    if (reply.type === ALLOCATE_SUCCESS) return 'allocated'
    const error = reply.attributes.get(ATTR.errorCode)!
    return (error[2]! & 7) * 100 + error[3]!
  } finally {
    client.close()
  }
}

function allocate(attributes: Buffer[], integrityKey?: Buffer) {
  // REQUESTED-TRANSPORT: UDP (17).
  const body = Buffer.concat([attribute(ATTR.transport, Buffer.from([17, 0, 0, 0])), ...attributes])
  const header = Buffer.alloc(20)
  header.writeUInt16BE(ALLOCATE_REQUEST, 0)
  header.writeUInt32BE(MAGIC_COOKIE, 4)
  randomBytes(12).copy(header, 8)
  if (!integrityKey) {
    header.writeUInt16BE(body.length, 2)
    return Buffer.concat([header, body])
  }
  // MESSAGE-INTEGRITY covers everything before it, with the length counting it already (24 bytes).
  header.writeUInt16BE(body.length + 24, 2)
  const hmac = createHmac('sha1', integrityKey)
    .update(Buffer.concat([header, body]))
    .digest()
  return Buffer.concat([header, body, attribute(ATTR.integrity, hmac)])
}

function attribute(type: number, value: Buffer) {
  const head = Buffer.alloc(4)
  head.writeUInt16BE(type, 0)
  head.writeUInt16BE(value.length, 2)
  return Buffer.concat([head, value, Buffer.alloc((4 - (value.length % 4)) % 4)])
}

function parse(message: Buffer) {
  const attributes = new Map<number, Buffer>()
  for (let offset = 20; offset + 4 <= message.length; ) {
    const type = message.readUInt16BE(offset)
    const length = message.readUInt16BE(offset + 2)
    attributes.set(type, message.subarray(offset + 4, offset + 4 + length))
    offset += 4 + length + ((4 - (length % 4)) % 4)
  }
  return { type: message.readUInt16BE(0), attributes }
}

function udpClient(port: number) {
  const socket = createSocket('udp4')
  return {
    send: (message: Buffer, timeoutMs: number) =>
      new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no STUN reply')), timeoutMs)
        socket.once('message', (reply) => {
          clearTimeout(timer)
          resolve(reply)
        })
        socket.send(message, port, '127.0.0.1')
      }),
    close: () => socket.close(),
  }
}
