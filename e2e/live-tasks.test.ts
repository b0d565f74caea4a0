import type { NotificationList } from '@shared/schemas/notifications'
import { rooms } from '@shared/socket-events'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// Tasks are live. What one member does in the Task Manager shows in the others' at once.
const suite = browserSuite()
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

const person = (firstName: string) =>
  createUser(suite.server.url, { firstName, lastName: 'Crew', profile: { profession: 'Muralist' } })

/** `client`'s Task Manager of the team, open and loaded. */
async function openTasks(client: ApiClient, teamId: string, viewport: typeof PHONE): Promise<Page> {
  const [context, page] = await openAs(suite.browser, suite.server, client, { viewport })
  contexts.push(context)
  await context.addInitScript(
    (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
    client.user!.id,
  )
  await page.goto(`/teams?team=${teamId}&view=tasks`)
  await page.getByRole('heading', { name: 'Task Manager' }).waitFor()
  await page.getByText('No tasks yet').waitFor()
  return page
}

describe('live tasks', () => {
  it("shows a task added, assigned, ticked and deleted in the other member's open Task Manager, without a reload", async () => {
    const [owner, teammate] = await Promise.all([person('Owner'), person('Teammate')])
    const team = await createTeam(suite.server, { owner, members: [teammate], name: 'Wall Crew' })
    const [ownerPage, teammatePage] = await Promise.all([
      openTasks(owner, team.id, DESKTOP),
      openTasks(teammate, team.id, PHONE),
    ])

    // The owner adds a task for the teammate: it appears on the teammate's screen, assigned to them.
    await ownerPage.getByLabel('New task').fill('Prime the north wall')
    await ownerPage.getByRole('combobox', { name: 'Assignee' }).click()
    await ownerPage.getByRole('option', { name: 'Teammate Crew' }).click()
    await ownerPage.getByRole('button', { name: 'Add Task' }).click()
    const wall = teammatePage.getByRole('checkbox', { name: 'Prime the north wall' })
    await wall.waitFor()
    await teammatePage
      .getByRole('listitem')
      .filter({ has: wall })
      .getByText('Teammate Crew', { exact: true })
      .waitFor()
    // ...and the teammate is told they have it.
    const bell = await teammate.get<NotificationList>('/api/notifications')
    expect(bell.body.items.map((item) => item.type)).toEqual(['task-assigned'])

    // The teammate ticks it: the owner sees it done.
    await wall.click()
    const ownerWall = ownerPage.getByRole('checkbox', { name: 'Prime the north wall' })
    await ownerPage.waitForFunction(
      () =>
        document
          .querySelector('[role="checkbox"][aria-checked="true"]')
          ?.closest('li')
          ?.textContent?.includes('Prime the north wall') ?? false,
    )
    expect(await ownerWall.getAttribute('aria-checked')).toBe('true')
    await ownerPage.getByText('1 of 1 completed').waitFor()

    // The owner deletes it: it leaves the teammate's list.
    await ownerPage.getByRole('button', { name: 'Delete Prime the north wall' }).click()
    await wall.waitFor({ state: 'detached' })
    await teammatePage.getByText('No tasks yet').waitFor()
  })

  it('catches up after a reconnect with what was missed while the connection was down', async () => {
    const [owner, teammate] = await Promise.all([person('Owner'), person('Teammate')])
    const team = await createTeam(suite.server, { owner, members: [teammate], name: 'Wall Crew' })
    const page = await openTasks(teammate, team.id, PHONE)
    const { io } = suite.server.app
    // Out of the room (as on a dropped connection): the task below never reaches this page live.
    await vi.waitFor(async () => {
      const sockets = await io.in(rooms.team(team.id)).fetchSockets()
      expect(sockets.map((socket) => socket.data.userId)).toEqual([teammate.user!.id])
    })
    io.in(rooms.user(teammate.user!.id)).socketsLeave(rooms.team(team.id))
    expect((await owner.post(`/api/teams/${team.id}/tasks`, { title: 'Seal the wall' })).status).toBe(201)
    // The connection drops and comes back: the room is joined again, and the list catches up.
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.userId === teammate.user!.id) socket.conn.close()
    }
    await page.getByRole('checkbox', { name: 'Seal the wall' }).waitFor()
  })
})
