import { describe, expect, it } from 'vitest'
import { findLinks } from './find-links'

const hrefs = (text: string) => findLinks(text).flatMap((part) => (part.href ? [part.href] : []))

describe('links in a message', () => {
  it('splits a message into its words and its http(s) links, the words kept exactly', () => {
    const text = 'See https://example.org/x?y=1 and\nhttp://kasi.co.za/menu, then reply'
    const parts = findLinks(text)
    expect(parts.map((part) => part.text).join('')).toBe(text)
    expect(parts).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/x?y=1', href: 'https://example.org/x?y=1' },
      { text: ' and\n' },
      { text: 'http://kasi.co.za/menu', href: 'http://kasi.co.za/menu' },
      { text: ', then reply' },
    ])
  })

  it('never makes a link of another scheme', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)//https',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org/file',
      'mailto:someone@example.org',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(hrefs(text), text).toEqual([])
      expect(findLinks(text)).toEqual([{ text }])
    }
  })

  it('leaves out the punctuation around a link, and keeps brackets that belong to it', () => {
    expect(hrefs('(see https://example.org/a).')).toEqual(['https://example.org/a'])
    expect(hrefs('https://en.wikipedia.org/wiki/Bubble_(physics)!')).toEqual([
      'https://en.wikipedia.org/wiki/Bubble_(physics)',
    ])
    expect(hrefs('"https://example.org/q?a=1&b=2"')).toEqual(['https://example.org/q?a=1&b=2'])
  })

  it('keeps text that only looks like a link plain: no host, a name and password, glued to a word', () => {
    for (const text of ['https://', 'https:///path', 'https://user:pw@example.org', 'xhttps://example.org']) {
      expect(hrefs(text), text).toEqual([])
    }
    expect(hrefs('HTTPS://Example.org/Path')).toEqual(['https://example.org/Path'])
  })
})
