import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, validProfile } from '../../test/client'
import { startTestServer, type TestServer } from '../../test/server'
import { uploadImage } from '../features/uploads/upload-test-kit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('upload URLs are the caller’s own', () => {
  it("onboarding refuses another person's upload in portfolioImages, naming the field", async () => {
    const owner = await createUser(server.url, { firstName: 'Owner', profile: {} })
    const theirs = await uploadImage(owner)
    const newcomer = await createUser(server.url, { firstName: 'Newcomer' })
    const mine = await uploadImage(newcomer)
    const refused = await newcomer.post(
      '/api/profiles',
      validProfile({ portfolioImages: [mine, 'https://example.com/work.jpg', theirs] }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      message: expect.stringMatching(/upload/i),
      code: 'project_upload_not_yours',
      field: 'portfolioImages.2',
    })
    expect((await newcomer.get('/api/auth/user')).body.profile).toBeNull()

    const accepted = await newcomer.post(
      '/api/profiles',
      validProfile({ portfolioImages: [mine, 'https://example.com/work.jpg'] }),
    )
    expect(accepted.status).toBe(201)
    expect(accepted.body.portfolioImages).toEqual([mine, 'https://example.com/work.jpg'])
  })

  it("a project, a profile picture: another person's upload is refused there too", async () => {
    const [owner, other] = await Promise.all([
      createUser(server.url, { firstName: 'Maker', profile: {} }),
      createUser(server.url, { firstName: 'Taker', profile: {} }),
    ])
    const theirs = await uploadImage(owner)
    const project = await other.post('/api/portfolio', { title: 'Not mine', imageUrl: theirs })
    expect(project.status).toBe(400)
    expect(project.body.field).toBe('imageUrl')
    expect((await other.put('/api/profile/picture', { profileImageUrl: theirs })).status).toBe(403)
  })
})
