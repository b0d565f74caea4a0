// autocannon ships no types; this is the part of its programmatic API the benchmarks use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Each connection goes through these in order; setupRequest may rewrite a request before it is sent. */
    requests?: { setupRequest?: (request: Request) => Request }[]
  }
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
  }
  export interface Result {
    requests: { average: number; total: number }
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop: () => void
  }
  export default function autocannon(options: Options): Instance
}
