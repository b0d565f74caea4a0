import { UAParser } from 'ua-parser-js'

/**
 * The browser and operating system a user agent names, for a person to recognise their own devices
 * ("Firefox on Windows"). Read with a maintained parser: user agents are too irregular for a few
 * regular expressions of our own to stay right.
 */
export function describeUserAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null }
  const parser = new UAParser(userAgent)
  return { browser: parser.getBrowser().name ?? null, os: parser.getOS().name ?? null }
}
