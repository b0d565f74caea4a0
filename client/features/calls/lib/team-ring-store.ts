import type { TeamCall, TeamCallRing } from '@shared/schemas/calls'
import { useSyncExternalStore } from 'react'
import { api } from '@/lib/api-client'
import { getSocket } from '@/lib/socket'
import { getCallState } from './call-store'

// A team call ringing here: the notice with Join shows while `ring` is set. Light, as
// call-store is: it loads with a member's first page, before any WebRTC code.

let ring: TeamCallRing | null = null
const listeners = new Set<() => void>()

function setRing(next: TeamCallRing | null) {
  if (next === ring) return
  ring = next
  for (const listener of listeners) listener()
}

export const getTeamRing = () => ring
/** Dismiss, or Join (the call view takes over): the notice goes. */
export const clearTeamRing = () => setRing(null)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const useTeamRing = () => useSyncExternalStore(subscribe, getTeamRing, getTeamRing)

/**
 * Rings for a team call another member started; someone already in a call (or ringing) is not rung,
 * as a 1:1 call to them is refused as busy. The ring stops once the call ends or has this person in
 * it (joined here or in another tab), and is checked again after a reconnect, which may have missed that.
 */
export function listenForTeamRings(userId: string) {
  const socket = getSocket(userId)
  const onRing = (next: TeamCallRing) => {
    if (getCallState().phase !== 'idle' || next.startedBy.id === userId) return
    setRing(next)
  }
  const onTeamCall = (call: TeamCall) => {
    if (!ring || call.teamId !== ring.teamId) return
    if (call.callId !== ring.callId || call.participants.some((person) => person.id === userId)) setRing(null)
  }
  const onConnect = () => {
    const current = ring
    if (!current) return
    api.get<TeamCall>(`/api/teams/${current.teamId}/call`).then(onTeamCall, () => {
      if (ring === current) setRing(null)
    })
  }
  socket.on('team-call-ring', onRing)
  socket.on('team-call', onTeamCall)
  socket.on('connect', onConnect)
  return () => {
    socket.off('team-call-ring', onRing)
    socket.off('team-call', onTeamCall)
    socket.off('connect', onConnect)
    setRing(null)
  }
}
