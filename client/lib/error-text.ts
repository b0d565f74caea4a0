// The person's language for an English error text of the spec (a validation message of a shared
// schema, a server's `message`). Issue 12: filled in with the error-code registry.

/** The translation of a known English error text, or the text itself. */
export const translateMessage = (message: string): string => message
