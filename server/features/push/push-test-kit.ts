import { createECDH, type ECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushPayload, PushSubscriptionInput } from '@shared/schemas/push'
import { decrypt } from 'http_ece'

export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface PushService {
  url: string
  received: ReceivedPush[]
  /** Answer pushes to this path with this status from now on (410: the browser unsubscribed). */
  answer: (path: string, status: number, headers?: Record<string, string>) => void
  close: () => Promise<void>
}

/**
 * A stand-in for a push service (FCM, Mozilla autopush): a node HTTP server on a free loopback port
 * that keeps every push it is sent and answers 201 Created, as they do, unless told otherwise. `host`
 * another loopback address (127.0.0.2) stands for an internal service no push may reach.
 */
export async function startPushService(host = '127.0.0.1'): Promise<PushService> {
  const received: ReceivedPush[] = []
  const answers = new Map<string, { status: number; headers?: Record<string, string> }>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      const answer = answers.get(path)
      response.writeHead(answer?.status ?? 201, answer?.headers).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    received,
    answer: (path, status, headers) => answers.set(path, { status, headers }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export interface TestBrowser {
  subscription: PushSubscriptionInput
  path: string
  /** What a push to this browser said, decrypted with its own keys as the browser would. */
  read: (push: ReceivedPush) => PushPayload
}

/** A browser's subscription at the stand-in service: its own P-256 key pair and auth secret. */
export function makeBrowser(service: PushService, name: string): TestBrowser {
  const ecdh: ECDH = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const path = `/push/${name}-${randomBytes(6).toString('hex')}`
  return {
    path,
    subscription: {
      endpoint: `${service.url}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    read: (push) =>
      JSON.parse(
        decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ) as PushPayload,
  }
}
