import type { Team } from '@shared/schemas/teams'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../test/client'
import { findAxeViolations } from './axe'
import { FAKE_MEDIA, PHONE } from './browser'
import { browse, callView, expectPlaying, LAPTOP, member, remoteVideo, shot, toast } from './call-helpers'
import { browserSuite } from './suite'

const suite = browserSuite({}, { browserArgs: FAKE_MEDIA })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

/** An owner's team that the others joined. */
async function teamOf(owner: ApiClient, others: ApiClient[], name: string) {
  const created = await owner.post<Team>('/api/teams', { name, maxMembers: 10 })
  expect(created.status).toBe(201)
  for (const other of others)
    expect((await other.post(`/api/teams/${created.body.id}/join`)).status).toBe(201)
  return created.body
}

const callPanel = (page: Page) => page.getByRole('main')
const inCallList = (page: Page) => page.getByRole('list', { name: 'In the call' })

describe('a team call', () => {
  it('joins three members in a full mesh: everyone sees the two others; leaving and removal drop tiles', async () => {
    const [naledi, ruan, kagiso] = await Promise.all([
      member(suite.server, 'Naledi', 'Mahlangu'),
      member(suite.server, 'Ruan', 'Botha'),
      member(suite.server, 'Kagiso', 'Molefe'),
    ])
    const team = await teamOf(naledi, [ruan, kagiso], 'Mesh Crew')
    const [pageN, pageR, pageK] = await Promise.all([
      browse(suite.browser, suite.server, contexts, naledi, { viewport: LAPTOP }),
      browse(suite.browser, suite.server, contexts, ruan, { viewport: PHONE }),
      browse(suite.browser, suite.server, contexts, kagiso, { viewport: LAPTOP, theme: 'dark' }),
    ])
    const view = `/teams?team=${team.id}&view=call`
    await Promise.all([pageN.goto(view), pageR.goto(view), pageK.goto(view)])
    await callPanel(pageR).getByText('Nobody is in the call yet', { exact: false }).waitFor()
    expect(await findAxeViolations(pageR)).toEqual([])

    await pageN.getByRole('button', { name: 'Start Call' }).click()
    await pageN.getByText('Waiting for others').waitFor()
    // The others see, live, who is in the call and a way to join it.
    await inCallList(pageR).getByText('Naledi Mahlangu').waitFor()
    await pageR.getByText('In the call: 1 of 6').waitFor()
    await shot(pageR, 'team-join-phone-light')
    expect(await findAxeViolations(pageR)).toEqual([])
    await pageR.getByRole('button', { name: 'Join call' }).click()
    await Promise.all([expectPlaying(pageN, 'Ruan'), expectPlaying(pageR, 'Naledi')])

    await pageK.getByRole('button', { name: 'Join call' }).click()
    await Promise.all([
      expectPlaying(pageK, 'Naledi'),
      expectPlaying(pageK, 'Ruan'),
      expectPlaying(pageN, 'Kagiso'),
      expectPlaying(pageR, 'Kagiso'),
    ])
    await shot(pageN, 'team-three-laptop-light')
    await shot(pageR, 'team-three-phone-light')
    await shot(pageK, 'team-three-laptop-dark')
    expect(await findAxeViolations(pageK)).toEqual([])

    // Kagiso leaves: the others' tiles of him go; Ruan and Naledi still see each other.
    await pageK.getByRole('button', { name: 'End call' }).click()
    await callView(pageK).waitFor({ state: 'detached' })
    await remoteVideo(pageN, 'Kagiso').waitFor({ state: 'detached' })
    await remoteVideo(pageR, 'Kagiso').waitFor({ state: 'detached' })
    await expectPlaying(pageN, 'Ruan')
    await pageK.getByRole('button', { name: 'Join call' }).waitFor()

    // Naledi removes Ruan from the team: he is out of the call, and told so.
    expect((await naledi.delete(`/api/teams/${team.id}/members/${ruan.user!.id}`)).status).toBe(204)
    await toast(pageR, "You are no longer in the team's call").waitFor()
    await callView(pageR).waitFor({ state: 'detached' })
    await remoteVideo(pageN, 'Ruan').waitFor({ state: 'detached' })
    await pageN.getByText('Waiting for others').waitFor()
  })

  it('rejoins after a dropped connection and keeps the media flowing', async () => {
    const [thandi, sipho] = await Promise.all([
      member(suite.server, 'Thandi', 'Nkosi'),
      member(suite.server, 'Sipho', 'Dlamini'),
    ])
    const team = await teamOf(thandi, [sipho], 'Reconnect Crew')
    const [pageT, pageS] = await Promise.all([
      browse(suite.browser, suite.server, contexts, thandi, { viewport: LAPTOP }),
      browse(suite.browser, suite.server, contexts, sipho, { viewport: PHONE, theme: 'dark' }),
    ])
    const view = `/teams?team=${team.id}&view=call`
    await Promise.all([pageT.goto(view), pageS.goto(view)])
    await pageT.getByRole('button', { name: 'Start Call' }).click()
    await pageS.getByRole('button', { name: 'Join call' }).click()
    await Promise.all([expectPlaying(pageT, 'Sipho'), expectPlaying(pageS, 'Thandi')])
    // The server drops Sipho's socket (an instance restarting): the call is peer to peer and goes on.
    for (const socket of suite.server.app.io.sockets.sockets.values()) {
      if (socket.data.userId === sipho.user!.id) socket.conn.close()
    }
    await expectPlaying(pageT, 'Sipho')
    await expectPlaying(pageS, 'Thandi')
    // Rejoined: he is still in the team's call as the server sees it.
    await expect
      .poll(async () => (await thandi.get(`/api/teams/${team.id}/call`)).body.participants.length)
      .toBe(2)
  })
})
