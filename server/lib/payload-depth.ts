import { errorText } from '@shared/error-codes'
import { LIMITS } from '@shared/limits'
import { badRequest } from './http-error'

/**
 * True when `value` nests arrays and objects more than `max` levels deep (`[]` is one level, `[[]]`
 * two). Iterative, and it stops at the first level too many: checking depth must not itself depend on
 * how deep the value goes.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: object; depth: number }[] = []
  if (value && typeof value === 'object') stack.push({ value, depth: 1 })
  while (stack.length > 0) {
    const { value: node, depth } = stack.pop()!
    if (depth > max) return true
    for (const child of Object.values(node)) {
      if (child && typeof child === 'object') stack.push({ value: child, depth: depth + 1 })
    }
  }
  return false
}

/**
 * Refuses (400) a request body or socket payload nested deeper than LIMITS.nestingDepth. Runs before
 * any other walk over it (the text guard, the schema), so none of them meets such a value.
 */
export function refuseDeepNesting(value: unknown, whole: 'request' | 'event') {
  const max = LIMITS.nestingDepth
  if (nestsDeeperThan(value, max)) {
    throw badRequest(
      errorText(whole === 'request' ? 'nested_too_deep_request' : 'nested_too_deep_event', { max }),
    )
  }
}
