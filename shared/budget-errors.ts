import { budgetWait, type ErrorDescription, errorText } from './error-codes'
import { BUDGETS, type BudgetName } from './limits'

// Apart from shared/limits.ts, which every page's boot code reads (cache times, the theme key): the
// error texts stay out of that code until an error is shown (client/lib/error-text.ts).

/** A budget's refusal: its code and wait, e.g. { code: 'too_fast_teams', params: { minutes: 12 } }. */
export const budgetError = (name: BudgetName, retryAfterSeconds: number): ErrorDescription => ({
  code: BUDGETS[name].code,
  params: budgetWait(retryAfterSeconds),
})

/** "You're creating teams very quickly. Please wait 12 minutes and try again." */
export function budgetMessage(name: BudgetName, retryAfterSeconds: number) {
  const { code, params } = budgetError(name, retryAfterSeconds)
  return errorText(code, params)
}
