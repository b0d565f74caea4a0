// The people this tab is unmatching or blocking right now. The server tells both people's sockets that
// the match ended, this tab included, usually before the request itself returns: the person who acted
// closes the chat themselves, so their own tab must not show "This conversation has ended" meanwhile.
const ending = new Set<string>()

/** Runs the request with `personId` marked as being ended from here. */
export async function endingFromHere<T>(personId: string, request: () => Promise<T>): Promise<T> {
  ending.add(personId)
  try {
    return await request()
  } finally {
    ending.delete(personId)
  }
}

/** True while this tab is itself ending its match with one of these people. */
export const isEndingFromHere = (personIds: string[]) => personIds.some((id) => ending.has(id))
