import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { FAKE_MEDIA, launchBrowser } from './browser'

// The browser of the six-person call runs as an ordinary user's would (launchBrowser's asUser): run as
// root, Chromium would put its audio threads on real-time scheduling and others at nice -8, and six pages
// in a call then starve every page's scripts and the test's server on two cores.

/** A /proc stat line: the name in brackets, then the fields from state (field 3) on, so field n at n - 3. */
const stat = (path: string) => {
  try {
    const line = readFileSync(path, 'utf8')
    const end = line.lastIndexOf(') ')
    return { comm: line.slice(line.indexOf('(') + 1, end), fields: line.slice(end + 2).split(' ') }
  } catch {
    return undefined // gone meanwhile
  }
}

/** Every thread of the processes descended from this one: its name, nice value and scheduling policy. */
function descendantThreads() {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    const found = /^\d+$/.test(name) ? stat(`/proc/${name}/stat`) : undefined
    if (found) parents.set(Number(name), Number(found.fields[1]))
  }
  const isDescendant = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at))
      if (at === process.pid) return true
    return false
  }
  const threads: { comm: string; nice: number; policy: number }[] = []
  for (const pid of [...parents.keys()].filter(isDescendant)) {
    let tids: string[] = []
    try {
      tids = readdirSync(`/proc/${pid}/task`)
    } catch {} // gone meanwhile
    for (const tid of tids) {
      const found = stat(`/proc/${pid}/task/${tid}/stat`)
      if (found)
        threads.push({ comm: found.comm, nice: Number(found.fields[16]), policy: Number(found.fields[38]) })
    }
  }
  return threads
}

const server = createServer((_, res) => {
  res.setHeader('content-type', 'text/html')
  res.end('<!doctype html><title>media</title><video autoplay muted></video>')
}).listen(0, '127.0.0.1')
afterAll(() => server.close())

describe.runIf(process.platform === 'linux')('the browser launched asUser', () => {
  it('keeps its media threads at normal priority while a page sends and plays a call', async () => {
    const browser = await launchBrowser(FAKE_MEDIA, { asUser: true })
    try {
      const page = await browser.newPage()
      await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`)
      await page.evaluate(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true })
        document.querySelector('video')!.srcObject = stream
        const peer = new RTCPeerConnection()
        for (const track of stream.getTracks()) peer.addTrack(track, stream)
        await peer.setLocalDescription(await peer.createOffer())
      })
      await page.waitForTimeout(1500)
      const threads = descendantThreads()
      expect(threads.length).toBeGreaterThan(10)
      // SCHED_OTHER (0) everywhere, and none raised above the default nice value.
      expect(threads.filter((thread) => thread.policy !== 0 || thread.nice < 0)).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
