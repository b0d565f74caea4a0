/** Scrolls the list to a message it holds and flashes it; false when it is not loaded. */
export function showMessageInList(messageId: string) {
  const element = document.getElementById(`message-${messageId}`)
  if (!element) return false
  element.scrollIntoView({ block: 'center', behavior: 'smooth' })
  element.dataset.flash = 'true'
  setTimeout(() => delete element.dataset.flash, 1600)
  return true
}
