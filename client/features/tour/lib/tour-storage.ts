// "Seen" is remembered per user id, so a second person on the same device still gets their tour.
const key = (userId: string) => `bubbles-tour-seen:${userId}`

export function hasSeenTour(userId: string) {
  try {
    return localStorage.getItem(key(userId)) !== null
  } catch {
    // Storage blocked: showing the tour on every visit would be worse than never.
    return true
  }
}

export function markTourSeen(userId: string) {
  try {
    localStorage.setItem(key(userId), new Date().toISOString())
  } catch {}
}
