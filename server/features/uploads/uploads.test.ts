import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { LIMITS } from '@shared/limits'
import { UPLOAD_MESSAGES } from '@shared/schemas/uploads'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { uploads } from '../../db/schema'
import { solidImage, uploadBytes } from './upload-test-kit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const keyOf = (url: string) => url.replace('/uploads/', '')
const storedFiles = () => {
  try {
    return readdirSync(join(server.dataDir, 'uploads')).filter((name) => !name.startsWith('.'))
  } catch {
    return []
  }
}
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
const fetchStored = async (url: string) => {
  const res = await fetch(new URL(url, server.url))
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('POST /api/uploads', () => {
  it('requires sign-in', async () => {
    const res = await uploadBytes(new ApiClient(server.url), await solidImage('png'))
    expect(res.status).toBe(401)
    expect(res.body.message).toBeTruthy()
  })

  it('re-encodes a PNG, makes a thumbnail, records both and serves them with their type', async () => {
    const client = await createUser(server.url)
    const res = await uploadBytes(client, await solidImage('png', { width: 3000, height: 1000 }))
    expect(res.status).toBe(201)
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    expect(res.body.thumbnailUrl).toBe(res.body.url.replace('.webp', '-thumb.webp'))

    const rows = await server.db.select().from(uploads).where(eq(uploads.userId, client.user!.id))
    expect(rows.map(({ key, contentType, width, height }) => ({ key, contentType, width, height }))).toEqual(
      expect.arrayContaining([
        { key: keyOf(res.body.url), contentType: 'image/webp', width: 2048, height: 683 },
        { key: keyOf(res.body.thumbnailUrl), contentType: 'image/webp', width: 400, height: 133 },
      ]),
    )

    const { res: served, bytes } = await fetchStored(res.body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(bytes.length).toBe(rows.find((row) => row.key === keyOf(res.body.url))!.bytes)
    expect((await sharp(bytes).metadata()).format).toBe('webp')
  })

  it('refuses text bytes named .png, and stores nothing', async () => {
    const client = await createUser(server.url)
    const before = storedFiles().length
    const res = await uploadBytes(
      client,
      Buffer.from('just some text, not a picture'),
      'cat.png',
      'image/png',
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(UPLOAD_MESSAGES.notImage)
    expect(storedFiles().length).toBe(before)
    expect(await server.db.select().from(uploads).where(eq(uploads.userId, client.user!.id))).toEqual([])
  })

  it('refuses an SVG: a document, not pixels', async () => {
    const client = await createUser(server.url)
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const res = await uploadBytes(client, Buffer.from(svg), 'logo.svg', 'image/svg+xml')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(UPLOAD_MESSAGES.notImage)
  })

  it('judges by the bytes: a real PNG named .jpg is stored as what it is', async () => {
    const client = await createUser(server.url)
    const res = await uploadBytes(client, await solidImage('png'), 'holiday.jpg', 'image/jpeg')
    expect(res.status).toBe(201)
    expect(res.body.url).toMatch(/\.webp$/)
    const { res: served, bytes } = await fetchStored(res.body.url)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(bytes).metadata()).format).toBe('webp')
  })

  it('accepts a GIF and keeps JPEG photos as JPEG', async () => {
    const client = await createUser(server.url)
    const gif = await uploadBytes(client, await solidImage('gif'), 'anim.gif', 'image/gif')
    expect(gif.status).toBe(201)
    expect(gif.body.url).toMatch(/\.webp$/)
    const jpeg = await uploadBytes(client, await solidImage('jpeg'), 'photo.jpeg', 'image/jpeg')
    expect(jpeg.status).toBe(201)
    expect(jpeg.body.url).toMatch(/\.jpg$/)
  })

  it('takes an image of several megabytes: the 1 MB JSON body limit does not apply here', async () => {
    const noise = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024)
    expect(noise.length).toBeLessThan(LIMITS.uploadBytes)
    const res = await uploadBytes(await createUser(server.url), noise, 'noise.png')
    expect(res.status).toBe(201)
  })

  it('refuses a file over 10 MB with 413', async () => {
    const client = await createUser(server.url)
    const before = storedFiles().length
    const res = await uploadBytes(client, Buffer.alloc(LIMITS.uploadBytes + 1, 7), 'huge.png')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe(UPLOAD_MESSAGES.tooLarge)
    expect(storedFiles().length).toBe(before)
  })

  it('refuses a decompression bomb: 100 megapixels in a few hundred kilobytes', async () => {
    // 10000 x 10000 is 2.5 times the limit; bigger bombs are refused the same way, from the header.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const client = await createUser(server.url)
    const before = storedFiles().length
    const res = await uploadBytes(client, bomb, 'bomb.png')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe(UPLOAD_MESSAGES.tooManyPixels)
    expect(storedFiles().length).toBe(before)
  })

  it('strips EXIF and GPS from a JPEG and applies its orientation', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 55/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '18/1 25/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const original = await sharp(withGps).metadata()
    expect(original.exif?.toString('latin1')).toContain('PhoneCo')
    // The GPS IFD pointer tag (0x8825), in either byte order.
    expect(hasGpsPointer(original.exif!)).toBe(true)
    expect(original.orientation).toBe(6)

    const client = await createUser(server.url)
    const res = await uploadBytes(client, withGps, 'beach.jpg', 'image/jpeg')
    expect(res.status).toBe(201)
    for (const url of [res.body.url, res.body.thumbnailUrl]) {
      const { bytes } = await fetchStored(url)
      const stored = await sharp(bytes).metadata()
      expect(stored.format).toBe('jpeg')
      expect(stored.exif).toBeUndefined()
      expect(stored.orientation).toBeUndefined()
      expect(bytes.includes('PhoneCo')).toBe(false)
      // Orientation 6 is a quarter turn: the stored pixels stand upright instead.
      expect([stored.width, stored.height]).toEqual([48, 64])
    }
  })

  it('asks for a file when the request carries none', async () => {
    const client = await createUser(server.url)
    const json = await client.post('/api/uploads', { url: 'https://example.com/a.png' })
    expect(json.status).toBe(400)
    expect(json.body.message).toBe(UPLOAD_MESSAGES.noFile)

    const form = new FormData()
    form.append('title', 'no file here')
    const res = await fetch(new URL('/api/uploads', server.url), {
      method: 'POST',
      headers: { cookie: client.cookieHeader },
      body: form,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.noFile)
  })
})

describe('upload rate limit', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({}, { realRateLimits: true })
  })
  afterAll(() => limited.close())

  it('counts per person: one person hitting the limit does not stop another', async () => {
    const [busy, other] = [await createUser(limited.url), await createUser(limited.url)]
    const text = Buffer.from('not an image')
    const statuses: number[] = []
    for (let i = 0; i < limited.app.config.rateLimits.uploads; i++) {
      statuses.push((await uploadBytes(busy, text, 'a.png')).status)
    }
    expect(new Set(statuses)).toEqual(new Set([400]))
    expect((await uploadBytes(busy, text, 'a.png')).status).toBe(429)
    expect((await uploadBytes(other, await solidImage('png'))).status).toBe(201)
  })
})
