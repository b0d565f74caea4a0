const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text made safe for HTML, in an element or a quoted attribute: the server writes a few pages and the
 * mails' HTML by hand, and every piece of them may hold what a person typed (a name, a team, a title).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
