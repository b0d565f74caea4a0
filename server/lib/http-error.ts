import {
  describeError,
  ERRORS,
  type ErrorCode,
  type ErrorDescription,
  type ErrorParams,
  genericErrorCode,
} from '@shared/error-codes'

/**
 * An error a client caused or may act on: its status and message go out as `{ message, code }`
 * (docs/engineering.md §3). The code comes from the registry (shared/error-codes.ts) for the message, unless
 * one is given here.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Response headers that belong with this refusal (Retry-After on a 503). */
    readonly headers?: Record<string, string>,
    /** The code and values to send, when the message alone does not say them. */
    readonly description?: ErrorDescription,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field)
export const unauthorized = (message: string = ERRORS.unauthorized) => new HttpError(401, message)
export const forbidden = (message: string = ERRORS.forbidden) => new HttpError(403, message)
export const notFound = (message: string = ERRORS.not_found) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)

/** An error response's body, and a socket event's refusal (docs/product.md §8). */
export interface ErrorBody {
  message: string
  code: ErrorCode
  params?: ErrorParams
  field?: string
}

/**
 * `{ message, code, params?, field? }`: the code given, else the registry's for the message, else the
 * fallback (the status's generic code, or invalid_input for a schema's default message).
 */
export function errorBody(
  status: number,
  message: string,
  {
    field,
    description,
    fallback,
  }: { field?: string; description?: ErrorDescription; fallback?: ErrorCode } = {},
): ErrorBody {
  const { code, params } = description ??
    describeError(message) ?? { code: fallback ?? genericErrorCode(status) }
  return {
    message,
    code,
    ...(params && Object.keys(params).length > 0 && { params }),
    ...(field && { field }),
  }
}
