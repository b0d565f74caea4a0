import type { NotificationList } from '@shared/schemas/notifications'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createMatch, createTeam } from '../../../test/factories'
import { mailSuite } from '../mail/mail-test-kit'
import { review } from './reputation-test-kit'

const mail = mailSuite()
const { person, mailsTo } = mail

const notificationsOf = async (client: ApiClient) =>
  (await client.get<NotificationList>('/api/notifications')).body.items

describe('review and endorsement notifications', () => {
  it('tells the reviewee live and by email: "{name} reviewed you: ★★★★★"', async () => {
    const [owner, member] = await Promise.all([person('Zanele'), person('Kagiso')])
    const team = await createTeam(mail.server, { owner, members: [member] })
    expect((await owner.post(`/api/teams/${team.id}/complete`)).status).toBe(200)
    expect((await review(member, team.id, owner, 5)).status).toBe(201)

    const [told] = await notificationsOf(owner)
    expect(told).toMatchObject({ type: 'review', stars: 5, teamId: team.id, actor: { id: member.user!.id } })
    await expect.poll(() => mailsTo(owner.user!.email).length).toBe(1)
    expect(mailsTo(owner.user!.email)[0]!.subject).toBe(`Kagiso ${member.user!.lastName} reviewed you: ★★★★★`)
  })

  it('collapses one person’s endorsements of the same day into one notification', async () => {
    const [endorsee, endorser] = await Promise.all([person('Naledi'), person('Tumi')])
    await createMatch(mail.server, { a: endorser, b: endorsee })
    const skills = endorsee.user!.profile!.skills
    expect(skills.length).toBeGreaterThanOrEqual(2)
    for (const skill of skills.slice(0, 2)) {
      expect((await endorser.post(`/api/profiles/${endorsee.user!.id}/endorsements`, { skill })).status).toBe(
        201,
      )
    }
    const endorsements = (await notificationsOf(endorsee)).filter((item) => item.type === 'endorsement')
    expect(endorsements).toHaveLength(1)
    expect(endorsements[0]).toMatchObject({ count: 2, actor: { id: endorser.user!.id } })
  })

  it('stays quiet when teamUpdates is off', async () => {
    const [owner, member] = await Promise.all([person('Quiet'), person('Loud')])
    expect((await owner.put('/api/settings/notifications', { teamUpdates: false })).status).toBe(200)
    const team = await createTeam(mail.server, { owner, members: [member] })
    expect((await owner.post(`/api/teams/${team.id}/complete`)).status).toBe(200)
    expect((await review(member, team.id, owner, 4)).status).toBe(201)
    expect((await notificationsOf(owner)).filter((item) => item.type === 'review')).toEqual([])
  })
})
