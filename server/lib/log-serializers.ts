/**
 * How errors reach the log (docs/decisions/014): type, message, stack, code and cause, never a failed query's
 * parameters (they carry message text, emails, password hashes) nor the driver's `detail` (which
 * quotes the offending value). Drizzle puts the parameters into the message itself
 * ("Failed query: …\nparams: …"), so the message and stack are cut there too.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error))
    return { message: typeof error === 'string' ? redact(error) : 'non-error thrown' }
  const e = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown; cause?: unknown }
  return {
    type: e.constructor.name,
    message: redact(e.message),
    stack: e.stack ? redact(e.stack) : undefined,
    ...(e.code !== undefined && { code: e.code }),
    ...(e.statusCode !== undefined && { statusCode: e.statusCode }),
    // The SQL text holds placeholders ($1), not values: it says which statement failed.
    ...(typeof e.query === 'string' && { query: e.query }),
    ...(e.cause !== undefined && depth < 3 && { cause: serializeError(e.cause, depth + 1) }),
  }
}

const redact = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]')

/** Fastify's logger options with the safe error serializer (main.ts, tests that read the log). */
export const safeLogSerializers = {
  err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
}
