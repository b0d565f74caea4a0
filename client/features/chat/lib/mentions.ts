/** A team member one can @mention. */
export interface Mentionable {
  id: string
  name: string
}

/** The `@word` being typed just before the caret, if any: where it starts and what follows the `@`. */
export function activeMention(text: string, caret: number): { start: number; query: string } | undefined {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret))
  if (!match) return undefined
  return { start: caret - match[2]!.length - 1, query: match[2]! }
}

/** The members whose name starts with the query, in any of its words, accents and case aside. */
export function matchingMembers(members: Mentionable[], query: string, limit = 6): Mentionable[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
  const wanted = fold(query)
  return members
    .filter((member) =>
      fold(member.name)
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
    )
    .slice(0, limit)
}

/** The text with the `@query` at `start` replaced by `@Name `, and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, name: string) {
  const inserted = `@${name} `
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length }
}

/** The chosen members whose `@Name` is still in the text when it is sent. */
export const mentionedIds = (text: string, chosen: Mentionable[]) => [
  ...new Set(chosen.filter((member) => text.includes(`@${member.name}`)).map((member) => member.id)),
]
