import { type Task, TEAM_MESSAGES } from '@shared/schemas/teams'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/client'
import { createMember, createTeam, joinTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** A team of an owner and one member, and its tasks path. */
async function teamWithMember() {
  const owner = await createMember(server, { firstName: 'Owner' })
  const member = await createMember(server, { firstName: 'Member' })
  const team = await createTeam(server, { owner: owner })
  await joinTeam(member, team.id)
  return { owner, member, team, tasks: `/api/teams/${team.id}/tasks` }
}

const patch = (client: ApiClient, path: string, body: unknown) => client.request<Task>('PATCH', path, body)

describe('team tasks', () => {
  it('creates a task with the task manager defaults and lists it to every member', async () => {
    const { owner, member, tasks } = await teamWithMember()
    const res = await member.post<Task>(tasks, { title: '  Draft the checkout copy ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      title: 'Draft the checkout copy',
      status: 'To Do',
      priority: 'Medium',
      assigneeId: null,
      assignee: null,
    })
    const list = await owner.get<Task[]>(tasks)
    expect(list.status).toBe(200)
    expect(list.body).toEqual([res.body])
  })

  it('assigns a member, keeps the order of creation, and shows the assignee', async () => {
    const { owner, member, tasks } = await teamWithMember()
    await owner.post(tasks, { title: 'First' })
    const second = await owner.post<Task>(tasks, {
      title: 'Second',
      assigneeId: member.user!.id,
      status: 'In Progress',
      priority: 'High',
    })
    expect(second.status).toBe(201)
    expect(second.body.assignee).toEqual({
      id: member.user!.id,
      firstName: 'Member',
      lastName: member.user!.lastName,
      profileImageUrl: null,
    })
    const list = await member.get<Task[]>(tasks)
    expect(list.body.map((task) => [task.title, task.status, task.priority])).toEqual([
      ['First', 'To Do', 'Medium'],
      ['Second', 'In Progress', 'High'],
    ])
  })

  it.each([
    ['title', { title: '   ' }, 'Task title is required'],
    ['title', {}, 'Task title is required'],
    ['title', { title: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    ['status', { title: 'T', status: 'Done' }, 'Status must be one of To Do, In Progress, Completed'],
    ['priority', { title: 'T', priority: 'Urgent' }, 'Priority must be one of High, Medium, Low'],
    ['assigneeId', { title: 'T', assigneeId: 'someone' }, TEAM_MESSAGES.assigneeNotMember],
  ])('refuses a bad %s with a clear 400', async (field, body, message) => {
    const { owner, tasks } = await teamWithMember()
    expect(await owner.post(tasks, body)).toMatchObject({ status: 400, body: { message, field } })
    expect((await owner.get(tasks)).body).toEqual([])
  })

  it('refuses an assignee who is not in the team', async () => {
    const { owner, tasks } = await teamWithMember()
    const outsider = await createMember(server)
    const res = await owner.post(tasks, { title: 'T', assigneeId: outsider.user!.id })
    expect(res).toMatchObject({
      status: 400,
      body: { message: TEAM_MESSAGES.assigneeNotMember, field: 'assigneeId' },
    })
  })

  it('changes status, priority, title and assignee', async () => {
    const { owner, member, tasks } = await teamWithMember()
    const task = (await owner.post<Task>(tasks, { title: 'Toggle me' })).body
    const done = await patch(member, `${tasks}/${task.id}`, { status: 'Completed' })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'Completed', title: 'Toggle me', priority: 'Medium' })
    const changed = await patch(owner, `${tasks}/${task.id}`, {
      status: 'To Do',
      priority: 'Low',
      title: ' Renamed ',
      assigneeId: member.user!.id,
    })
    expect(changed.body).toMatchObject({
      status: 'To Do',
      priority: 'Low',
      title: 'Renamed',
      assigneeId: member.user!.id,
    })
    const unassigned = await patch(owner, `${tasks}/${task.id}`, { assigneeId: null })
    expect(unassigned.body).toMatchObject({ assigneeId: null, assignee: null })
    expect(await patch(owner, `${tasks}/${task.id}`, { title: ' ' })).toMatchObject({
      status: 400,
      body: { message: 'Task title is required', field: 'title' },
    })
  })

  it('deletes a task', async () => {
    const { owner, member, tasks } = await teamWithMember()
    const task = (await owner.post<Task>(tasks, { title: 'Remove me' })).body
    expect((await member.delete(`${tasks}/${task.id}`)).status).toBe(204)
    expect((await owner.get(tasks)).body).toEqual([])
    expect(await member.delete(`${tasks}/${task.id}`)).toMatchObject({
      status: 404,
      body: { message: TEAM_MESSAGES.taskNotFound },
    })
  })

  it('unassigns the tasks of a member who leaves or is removed', async () => {
    const { owner, member, team, tasks } = await teamWithMember()
    const task = (await owner.post<Task>(tasks, { title: 'Theirs', assigneeId: member.user!.id })).body
    expect((await owner.delete(`/api/teams/${team.id}/members/${member.user!.id}`)).status).toBe(204)
    const [after] = (await owner.get<Task[]>(tasks)).body
    expect(after).toMatchObject({ id: task.id, assigneeId: null, assignee: null })
  })

  it('is for members only: 403 for an outsider and for a former member, 404 for an unknown team', async () => {
    const { owner, member, team, tasks } = await teamWithMember()
    const task = (await owner.post<Task>(tasks, { title: 'Private to the team' })).body
    const outsider = await createMember(server)
    await member.delete(`/api/teams/${team.id}/members/me`)
    for (const client of [outsider, member]) {
      const attempts = [
        await client.get(tasks),
        await client.post(tasks, { title: 'Sneaky' }),
        await patch(client, `${tasks}/${task.id}`, { status: 'Completed' }),
        await client.delete(`${tasks}/${task.id}`),
      ]
      for (const res of attempts) {
        expect(res).toMatchObject({ status: 403, body: { message: TEAM_MESSAGES.membersOnly } })
      }
    }
    expect((await owner.get<Task[]>(tasks)).body).toEqual([task])
    expect((await owner.get(`/api/teams/${UNKNOWN}/tasks`)).status).toBe(404)
    expect((await owner.get('/api/teams/not-a-uuid/tasks')).status).toBe(404)
  })

  it('does not reach a task of another team through my team', async () => {
    const mine = await teamWithMember()
    const theirs = await teamWithMember()
    const task = (await theirs.owner.post<Task>(theirs.tasks, { title: 'Theirs' })).body
    for (const res of [
      await patch(mine.owner, `${mine.tasks}/${task.id}`, { status: 'Completed' }),
      await mine.owner.delete(`${mine.tasks}/${task.id}`),
      await mine.owner.delete(`${mine.tasks}/not-a-uuid`),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { message: TEAM_MESSAGES.taskNotFound } })
    }
    expect((await theirs.owner.get<Task[]>(theirs.tasks)).body[0]!.status).toBe('To Do')
  })

  it.each([
    ['GET', `/api/teams/${UNKNOWN}/tasks`],
    ['POST', `/api/teams/${UNKNOWN}/tasks`],
    ['PATCH', `/api/teams/${UNKNOWN}/tasks/${UNKNOWN}`],
    ['DELETE', `/api/teams/${UNKNOWN}/tasks/${UNKNOWN}`],
  ])('%s %s requires sign-in', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { title: 'x' } : undefined
    expect((await new ApiClient(server.url).request(method, path, body)).status).toBe(401)
  })
})
