/** One numbered section of a legal document: a heading and its paragraphs. */
export type LegalSection = { title: string; body: string[] }
