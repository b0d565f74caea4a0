// HTTP conventions the server and the client share. No zod here: the client bundles this file with the
// first screen, where a schema import would pull the whole validator in (page weight).

/** A paged list's next cursor travels in this response header; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor'
