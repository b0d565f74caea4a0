import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../../config'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>
  close: () => void
}

/**
 * nodemailer over SMTP_URL; without it (the embedded default) each email is written to
 * DATA_DIR/outbox-mail/ as an .eml file that any mail program opens, and the log says where once.
 * Both are the same message built by nodemailer, so what a developer opens is what SMTP would carry.
 */
export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer {
  const from = config.from
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      send: async (mail) => {
        await transport.sendMail({ from, ...mail })
      },
      close: () => transport.close(),
    }
  }
  const directory = resolve(config.directory)
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  log.info({ directory }, `no SMTP_URL: emails are written to ${directory}`)
  return {
    send: async (mail) => {
      const { message } = (await files.sendMail({ from, ...mail })) as { message: Buffer }
      await mkdir(directory, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
      await writeFile(join(directory, name), message)
    },
    close: () => {},
  }
}
