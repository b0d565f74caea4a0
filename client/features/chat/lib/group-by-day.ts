/** One calendar day of a chat: its key ("2026-11-23" in the person's zone) and its messages, in order. */
export interface ChatDay<T> {
  key: string
  messages: T[]
}

/**
 * Splits messages (oldest first) into runs of the same calendar day. `dayKey` decides the day, in the
 * person's time zone, so a message at 23:30 UTC falls on the next day in Tokyo. A day that comes back
 * after another (a pending message typed before midnight, stored after it) starts a run of its own,
 * so a run's key repeats only then; keys are made unique for React by their position.
 */
export function groupByDay<T extends { createdAt: string }>(
  messages: T[],
  dayKey: (iso: string) => string,
): ChatDay<T>[] {
  const days: ChatDay<T>[] = []
  for (const message of messages) {
    const key = dayKey(message.createdAt)
    const current = days.at(-1)
    if (current?.key === key) current.messages.push(message)
    else days.push({ key, messages: [message] })
  }
  // Rare repeats (see above) get a suffix so each run keeps a stable, unique React key.
  const seen = new Map<string, number>()
  return days.map((day) => {
    const count = seen.get(day.key) ?? 0
    seen.set(day.key, count + 1)
    return count === 0 ? day : { ...day, key: `${day.key}#${count}` }
  })
}
