import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { connectSocket, leave, type TestSocket } from '../../../test/socket'

export interface SmtpSink {
  url: string
  /** Every email that arrived, parsed, in arrival order. */
  received: ParsedMail[]
  /** Answer the next `count` emails with this SMTP error instead of accepting them. */
  refuseNext: (count: number, code?: number) => void
  close: () => Promise<void>
}

/** A real SMTP server (npm `smtp-server`) on a free loopback port, keeping what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = []
  let refusals = 0
  let refusalCode = 451
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'bubbles' }),
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals--
        stream.resume()
        const error = Object.assign(new Error('Try again later'), { responseCode: refusalCode })
        stream.on('end', () => callback(error))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://bubbles:secret@127.0.0.1:${port}`,
    received,
    refuseNext: (count, code = 451) => {
      refusals = count
      refusalCode = code
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * One test file's app, sending through a local SMTP server, its outbox polled often so the tests
 * wait milliseconds. Through Redis and PostgreSQL when those are set, as the other suites.
 */
export function mailSuite(env: Record<string, string> = {}) {
  const sockets: TestSocket[] = []
  const suite = {
    server: undefined as unknown as TestServer,
    smtp: undefined as unknown as SmtpSink,
    person: (firstName: string) => createUser(suite.server.url, { firstName, profile: {} }),
    connect: async (client: Parameters<typeof connectSocket>[0]) => {
      const socket = await connectSocket(client)
      sockets.push(socket)
      return socket
    },
    /** Emails that arrived for this address. */
    mailsTo: (email: string) =>
      suite.smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)),
    /** Runs this instance's outbox until nothing is due, twice (a send may make the next one due). */
    drain: async () => {
      await suite.server.app.outbox.drain()
      await suite.server.app.outbox.drain()
    },
  }
  beforeAll(async () => {
    suite.smtp = await startSmtpSink()
    suite.server = await startTestServer({
      SMTP_URL: suite.smtp.url,
      MAIL_FROM: 'Bubbles <hello@bubbles.test>',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_SECONDS: '0.05',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...env,
    })
  })
  afterEach(async () => {
    // Presence writes its transition after the socket is gone: it lands before the next test.
    await leave(suite.server, ...sockets.splice(0))
  })
  afterAll(async () => {
    await suite.server?.close()
    await suite.smtp?.close()
  })
  return suite
}
