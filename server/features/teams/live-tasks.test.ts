import type { NotificationList } from '@shared/schemas/notifications'
import type { Task, TaskChange } from '@shared/schemas/teams'
import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createTeam } from '../../../test/factories'
import { realtimeSuite } from '../../../test/realtime-suite'
import { collect, nextEvent, roundTrip, type TestSocket } from '../../../test/socket'

// Tasks are live over the team's room, and assigning one tells the assignee.
const live = realtimeSuite()
const { person, connect } = live

async function joinTeamRoom(socket: TestSocket, teamId: string) {
  return socket.timeout(5000).emitWithAck('join-team', teamId)
}

/** A team of an owner and one member, both with a socket in the team's room. */
async function teamInTheRoom() {
  const [owner, member] = await Promise.all([person('Lerato'), person('Sipho')])
  const { teamId } = await createTeam(live.server, { owner, members: [member] })
  const [ownerSocket, memberSocket] = await Promise.all([connect(owner), connect(member)])
  expect(await joinTeamRoom(ownerSocket, teamId)).toEqual({ ok: true, data: null })
  expect(await joinTeamRoom(memberSocket, teamId)).toEqual({ ok: true, data: null })
  return { owner, member, teamId, ownerSocket, memberSocket, tasks: `/api/teams/${teamId}/tasks` }
}

const waitForLength = (list: unknown[], length: number) => vi.waitFor(() => expect(list).toHaveLength(length))

const bell = async (client: ApiClient) => {
  const res = await client.get<NotificationList>('/api/notifications')
  expect(res.status).toBe(200)
  return res.body
}

describe('live tasks', () => {
  it("sends a task added, ticked, edited and deleted to the other members' open Task Manager", async () => {
    const { owner, memberSocket, teamId, tasks } = await teamInTheRoom()

    const added = nextEvent(memberSocket, 'task-changed')
    const created = await owner.post<Task>(tasks, { title: 'Sketch the mural' })
    expect(created.status).toBe(201)
    expect(await added).toEqual({ teamId, task: created.body })

    const ticked = nextEvent(memberSocket, 'task-changed')
    const tick = await owner.request<Task>('PATCH', `${tasks}/${created.body.id}`, { status: 'Completed' })
    expect(tick.status).toBe(200)
    expect(await ticked).toEqual({ teamId, task: { ...created.body, status: 'Completed' } })

    const edited = nextEvent(memberSocket, 'task-changed')
    const edit = await owner.request<Task>('PATCH', `${tasks}/${created.body.id}`, {
      title: 'Sketch the big mural',
      priority: 'High',
    })
    expect(edit.status).toBe(200)
    expect(await edited).toEqual({ teamId, task: edit.body })
    expect(edit.body).toMatchObject({ title: 'Sketch the big mural', priority: 'High', status: 'Completed' })

    const deleted = nextEvent(memberSocket, 'task-changed')
    expect((await owner.delete(`${tasks}/${created.body.id}`)).status).toBe(204)
    expect(await deleted).toEqual({ teamId, deletedTaskId: created.body.id } satisfies TaskChange)
  })

  it('tells nobody outside the team, and refuses them the room', async () => {
    const { owner, memberSocket, tasks, teamId } = await teamInTheRoom()
    const memberHeard = collect(memberSocket, 'task-changed')
    const outsider = await person('Outsider')
    const outsiderSocket = await connect(outsider)
    expect(await joinTeamRoom(outsiderSocket, teamId)).toMatchObject({ ok: false, status: 403 })
    const heard = collect(outsiderSocket, 'task-changed')
    const created = await owner.post<Task>(tasks, { title: 'Members only', assigneeId: owner.user!.id })
    await owner.request('PATCH', `${tasks}/${created.body.id}`, { status: 'Completed' })
    await owner.delete(`${tasks}/${created.body.id}`)
    await Promise.all([roundTrip(outsiderSocket), roundTrip(memberSocket)])
    expect(heard).toEqual([])
    // ...while the member heard all three.
    expect(memberHeard).toHaveLength(3)
  })

  it("shows the others a removed member's tasks unassigned", async () => {
    const { owner, member, ownerSocket, teamId, tasks } = await teamInTheRoom()
    const held = await owner.post<Task>(tasks, { title: 'Held by the member', assigneeId: member.user!.id })
    await owner.post<Task>(tasks, { title: 'Held by the owner', assigneeId: owner.user!.id })
    // The two additions have been heard: what comes next is the removal's.
    await roundTrip(ownerSocket)
    const heard = collect(ownerSocket, 'task-changed')
    expect((await owner.delete(`/api/teams/${teamId}/members/${member.user!.id}`)).status).toBe(204)
    await roundTrip(ownerSocket)
    expect(heard).toEqual([{ teamId, task: { ...held.body, assigneeId: null, assignee: null } }])
  })

  it('stops telling a member once they are removed from the team', async () => {
    const { owner, member, ownerSocket, memberSocket, teamId, tasks } = await teamInTheRoom()
    const heard = collect(memberSocket, 'task-changed')
    const ownerHeard = collect(ownerSocket, 'task-changed')
    expect((await owner.delete(`/api/teams/${teamId}/members/${member.user!.id}`)).status).toBe(204)
    await owner.post<Task>(tasks, { title: 'After they left' })
    await Promise.all([roundTrip(memberSocket), roundTrip(ownerSocket)])
    expect(heard).toEqual([])
    expect(ownerHeard).toHaveLength(1)
  })

  it('notifies a member assigned a task on creation (task-assigned, live and in the bell)', async () => {
    const { owner, member, memberSocket, teamId, tasks } = await teamInTheRoom()
    const told = nextEvent(memberSocket, 'notification')
    const created = await owner.post<Task>(tasks, { title: 'Buy paint', assigneeId: member.user!.id })
    expect(created.status).toBe(201)
    const notification = await told
    expect(notification).toMatchObject({
      type: 'task-assigned',
      teamId,
      teamName: 'Test Team',
      actor: { id: owner.user!.id, firstName: 'Lerato' },
      count: 1,
      readAt: null,
    })
    expect((await bell(member)).items).toEqual([notification])
    expect((await bell(owner)).items).toEqual([])
  })

  it('notifies on an edit that hands the task to someone else, not on other edits', async () => {
    const { owner, member, ownerSocket, memberSocket, tasks } = await teamInTheRoom()
    const created = await owner.post<Task>(tasks, { title: 'Prime the wall' })
    const toMember = collect(memberSocket, 'notification')
    const toOwner = collect(ownerSocket, 'notification')
    await owner.request('PATCH', `${tasks}/${created.body.id}`, { status: 'In Progress' })
    await roundTrip(memberSocket)
    expect(toMember).toEqual([])

    await owner.request('PATCH', `${tasks}/${created.body.id}`, { assigneeId: member.user!.id })
    await waitForLength(toMember, 1)
    expect(toMember[0]).toMatchObject({ type: 'task-assigned', actor: { id: owner.user!.id } })
    // The same assignee again, or another field, is not news.
    await owner.request('PATCH', `${tasks}/${created.body.id}`, { assigneeId: member.user!.id })
    await member.request('PATCH', `${tasks}/${created.body.id}`, { status: 'Completed' })
    // The member hands it back to the owner: the owner is told, the member (the actor) is not.
    await member.request('PATCH', `${tasks}/${created.body.id}`, { assigneeId: owner.user!.id })
    await roundTrip(memberSocket)
    await waitForLength(toOwner, 1)
    expect(toOwner[0]).toMatchObject({ type: 'task-assigned', actor: { id: member.user!.id } })
    await roundTrip(ownerSocket)
    expect(toMember).toHaveLength(1)
    expect(toOwner).toHaveLength(1)
  })

  it('never notifies someone who assigns a task to themselves', async () => {
    const { member, memberSocket, tasks } = await teamInTheRoom()
    const told = collect(memberSocket, 'notification')
    const changes = collect(memberSocket, 'task-changed')
    const created = await member.post<Task>(tasks, { title: 'Mine', assigneeId: member.user!.id })
    expect(created.body.assigneeId).toBe(member.user!.id)
    const other = await member.post<Task>(tasks, { title: 'Mine later' })
    await member.request('PATCH', `${tasks}/${other.body.id}`, { assigneeId: member.user!.id })
    await roundTrip(memberSocket)
    expect(changes).toHaveLength(3)
    expect(told).toEqual([])
    expect((await bell(member)).items).toEqual([])
  })

  it('respects the assignee turning teamUpdates off', async () => {
    const { owner, member, memberSocket, tasks } = await teamInTheRoom()
    expect((await member.put('/api/settings/notifications', { teamUpdates: false })).status).toBe(200)
    const told = collect(memberSocket, 'notification')
    const changes = collect(memberSocket, 'task-changed')
    const created = await owner.post<Task>(tasks, { title: 'Quiet one', assigneeId: member.user!.id })
    expect(created.status).toBe(201)
    const other = await owner.post<Task>(tasks, { title: 'Quiet two' })
    await owner.request('PATCH', `${tasks}/${other.body.id}`, { assigneeId: member.user!.id })
    await roundTrip(memberSocket)
    // The tasks reached the member; the notifications did not.
    expect(changes).toHaveLength(3)
    expect(told).toEqual([])
    expect((await bell(member)).items).toEqual([])
  })
})
