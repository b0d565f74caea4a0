import Bowser from 'bowser'

/**
 * The browser and operating system a user agent names, for a person to recognise their own devices
 * ("Firefox on Windows"). Read with a maintained parser (bowser): user agents are too irregular for a
 * few regular expressions of our own to stay right.
 */
export function describeUserAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null }
  const { browser, os } = Bowser.parse(userAgent)
  return { browser: browser.name || null, os: os.name || null }
}
