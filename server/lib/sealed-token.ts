import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

// Account seals a link's token into its outbox row; mail opens it to write the email. Neither feature
// owns the sealing, so it lives here and the two do not import each other.
// The token rides in the outbox row until its mail is sent. Sealed there with a key derived from the
// server's secret, so the database alone (a backup, a replica) never holds a usable link.
const sealKey = (secret: string) => createHash('sha256').update(`bubbles account mail\0${secret}`).digest()

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv)
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

export function unsealToken(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
}
