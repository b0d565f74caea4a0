import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { budgetMessage } from './budget-errors'
import {
  budgetWait,
  describeError,
  ERRORS,
  type ErrorCode,
  type ErrorParams,
  errorText,
  GENERIC_ERROR_CODES,
  genericErrorCode,
} from './error-codes'
import { BUDGETS } from './limits'
import { WITHIN_KM } from './locations'
import { TASK_PRIORITIES, TASK_STATUSES } from './schemas/teams'

const root = new URL('..', import.meta.url).pathname
const codes = Object.keys(ERRORS) as ErrorCode[]

/** Values for a template's slots, as the server would fill them. */
function sampleParams(code: ErrorCode): ErrorParams {
  const params: ErrorParams = {}
  for (const [, slot] of ERRORS[code].matchAll(/\{\{(\w+)\}\}/g)) {
    if (slot === 'wait') Object.assign(params, code.length % 2 ? { seconds: 12 } : { minutes: 3 })
    else if (slot === 'field') params.field = 'skills.2'
    else if (slot === 'name') params.name = 'isPublic'
    else if (slot === 'options') params.options = '50, 200, 500'
    else params[slot!] = 1234
  }
  return params
}

describe('error code registry', () => {
  it('has one code per text, every code snake_case', () => {
    const texts = Object.values(ERRORS)
    expect(new Set(texts).size).toBe(texts.length)
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
  })

  it('finds the code (and params) of every text it makes, and nothing for other texts', () => {
    for (const code of codes) {
      const params = sampleParams(code)
      const text = errorText(code, params)
      expect(describeError(text), text).toEqual(Object.keys(params).length ? { code, params } : { code })
    }
    expect(describeError('Invalid input: expected string, received undefined')).toBeUndefined()
    expect(describeError('Must be at most many characters')).toBeUndefined()
  })

  it('speaks for the budgets as limits.ts does', () => {
    for (const name of Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]) {
      for (const seconds of [1, 45, 89, 90, 3599]) {
        expect(describeError(budgetMessage(name, seconds))).toEqual({
          code: BUDGETS[name].code,
          params: budgetWait(seconds),
        })
      }
    }
    expect(budgetMessage('teams', 720)).toBe(
      "You're creating teams very quickly. Please wait 12 minutes and try again.",
    )
  })

  it('keeps the texts that list choices in step with the lists', () => {
    expect(ERRORS.task_status).toBe(`Status must be one of ${TASK_STATUSES.join(', ')}`)
    expect(ERRORS.task_priority).toBe(`Priority must be one of ${TASK_PRIORITIES.join(', ')}`)
    expect(describeError(`within must be one of ${WITHIN_KM.join(', ')}`)?.code).toBe('within_invalid')
  })

  it('has a generic code for every status', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 502, 503]) {
      expect(GENERIC_ERROR_CODES).toContain(genericErrorCode(status))
    }
  })

  it('has every code in the English errors catalogue, in the same words', () => {
    const english = JSON.parse(readFileSync(join(root, 'locales/client/en/errors.json'), 'utf8')) as Record<
      string,
      unknown
    >
    for (const code of codes) expect(english[code], code).toBe(ERRORS[code])
  })

  it('is where the server takes its error texts from: no literal text is thrown', () => {
    const thrown =
      /(?:badRequest|conflict|forbidden|notFound|unauthorized)\(\s*['"`]|new HttpError\(\s*\d+,\s*['"`]/
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          if (thrown.test(readFileSync(path, 'utf8'))) offenders.push(path.slice(root.length))
        }
      }
    }
    walk(join(root, 'server'))
    expect(offenders).toEqual([])
  })
})
