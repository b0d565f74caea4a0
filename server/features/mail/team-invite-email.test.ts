import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMatch, createTeam } from '../../../test/factories'
import { queryRows } from '../../db/prepare'
import { mailSuite } from './mail-test-kit'

const mail = mailSuite()
const { person, mailsTo, drain } = mail

describe('team invitation emails', () => {
  it("emails an invitation to an invitee who is away, in their language, with the team's name", async () => {
    const [owner, invitee] = await Promise.all([person('Lerato'), person('Thabo')])
    expect((await invitee.put('/api/settings/app', { language: 'de' })).status).toBe(200)
    await createMatch(mail.server, { a: owner, b: invitee })
    const team = await createTeam(mail.server, { owner, name: 'Mural crew' })
    const sent = await owner.post(`/api/teams/${team.id}/invitations`, { userId: invitee.user!.id })
    expect(sent.status).toBe(201)
    await expect.poll(() => mailsTo(invitee.user!.email).length).toBe(1)
    const [email] = mailsTo(invitee.user!.email)
    expect(email!.subject).toBe(`Lerato ${owner.user!.lastName} hat dich ins Team Mural crew eingeladen`)
    expect(email!.text).toContain('/teams')
  })

  it('sends nothing for an invitation declined before it was due', async () => {
    const [owner, invitee] = await Promise.all([person('Owner'), person('Quick')])
    await createMatch(mail.server, { a: owner, b: invitee })
    const team = await createTeam(mail.server, { owner })
    // They left the app a moment ago: the email waits its 10 minutes, and they answer meanwhile.
    await mail.server.db.execute(
      sql`insert into user_presence (user_id, online, last_seen_at) values (${invitee.user!.id}, false, now())`,
    )
    const sent = await owner.post(`/api/teams/${team.id}/invitations`, { userId: invitee.user!.id })
    expect((await invitee.post(`/api/team-invitations/${sent.body.id}/decline`)).status).toBe(204)
    await mail.server.db.execute(
      sql`update user_presence set last_seen_at = now() - interval '11 minutes' where user_id = ${invitee.user!.id}`,
    )
    await mail.server.db.execute(
      sql`update outbox set not_before = now() where user_id = ${invitee.user!.id}`,
    )
    await drain()
    expect(mailsTo(invitee.user!.email)).toHaveLength(0)
    const rows = await queryRows<{ status: string; last_error: string }>(
      mail.server.db,
      sql`select status, last_error from outbox where user_id = ${invitee.user!.id} and channel = 'email'`,
    )
    expect(rows).toEqual([{ status: 'skipped', last_error: 'read in the app, or gone' }])
  })
})
