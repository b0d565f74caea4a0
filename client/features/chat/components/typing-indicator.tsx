/** "Lerato is typing…", "Lerato and Sipho are typing…", then "Several people are typing…". */
export function typingText(names: string[]) {
  if (names.length === 0) return ''
  if (names.length === 1) return `${names[0]} is typing…`
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`
  return 'Several people are typing…'
}

/**
 * Small muted italics just above the composer. The live region is always there, so screen readers
 * hear the text when it appears; it takes no room while nobody is typing.
 */
export function TypingIndicator({ names }: { names: string[] }) {
  const text = typingText(names)
  return (
    <div aria-live="polite" className="px-3 sm:px-4">
      {text && <p className="truncate pb-1.5 text-muted text-xs italic">{text}</p>}
    </div>
  )
}
