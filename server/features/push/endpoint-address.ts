import { lookup as dnsLookup } from 'node:dns'
import { BlockList, isIP, isIPv6, type LookupFunction } from 'node:net'

// Where a push may not go: the server posts to whatever endpoint a browser hands it, with
// VAPID headers, so an endpoint on an internal address would make it a proxy into the network it runs
// in (cloud metadata, admin ports), and a 410 from there would even tell the caller how it answered.
const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
// An IPv4-mapped IPv6 address (::ffff:10.0.0.5) is checked against the IPv4 list by BlockList itself.
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1), the retired IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: an IPv4 address hidden inside
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the retired site-local
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6')
}
// Prefixes that carry an IPv4 address in plain sight: checked as that address (a DNS64 network gives
// public IPv4 services such addresses, which must keep working).
const NAT64 = new BlockList()
NAT64.addSubnet('64:ff9b::', 96, 'ipv6')
const SIX_TO_FOUR = new BlockList()
SIX_TO_FOUR.addSubnet('2002::', 16, 'ipv6')

/** The eight 16-bit groups of an IPv6 address. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const [start, end] = [parse(head), parse(tail ?? '')]
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end]
}
const ipv4From = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`

/** True for an address (IPv4 or IPv6 literal) a push must never be sent to. */
export function isPrivateAddress(address: string): boolean {
  if (!isIPv6(address)) return PRIVATE.check(address, 'ipv4')
  // One spelling (hexadecimal groups, no zone): ::ffff:127.0.0.1 is ::ffff:7f00:1.
  const canonical = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1)
  if (PRIVATE.check(canonical, 'ipv6')) return true
  const groups = ipv6Groups(canonical)
  if (NAT64.check(canonical, 'ipv6')) return isPrivateAddress(ipv4From(groups[6]!, groups[7]!))
  if (SIX_TO_FOUR.check(canonical, 'ipv6')) return isPrivateAddress(ipv4From(groups[1]!, groups[2]!))
  return false
}

/** An endpoint's host as PUSH_ALLOWED_HOSTS lists it: no brackets, no trailing dot. */
export const endpointHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')

/**
 * Why an endpoint may not be pushed to as it is written, or undefined: user info in the URL (never a
 * push service's, and a way to smuggle credentials to an internal one), or a literal private address;
 * when a browser subscribes, also a name that always means this machine. Any other name is checked
 * when a push is sent, by its addresses (checkedLookup). Hosts in PUSH_ALLOWED_HOSTS pass.
 */
export function endpointRefusal(
  url: URL,
  allowedHosts: ReadonlySet<string>,
  when: 'subscribe' | 'send',
): string | undefined {
  if (url.username || url.password) return 'the endpoint carries user info'
  const host = endpointHost(url)
  if (allowedHosts.has(host)) return undefined
  if (isIP(host) && isPrivateAddress(host)) return `${host} is a private address`
  if (when === 'subscribe' && (host === 'localhost' || host.endsWith('.localhost'))) {
    return `${host} is this machine`
  }
  return undefined
}

/**
 * A `lookup` for the connection that sends a push: resolves the name, refuses it when any of its
 * addresses is private, and hands the connection exactly the addresses it checked. A name that
 * resolves once to a public address and then to an internal one (DNS rebinding) cannot slip through
 * between a check and the connection: there is no second resolution.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '')
    const refused = addresses.find((entry) => isPrivateAddress(entry.address))
    if (refused) {
      const refusal = Object.assign(
        new Error(`${hostname} resolves to ${refused.address}, a private address`),
        {
          code: 'EPRIVATEADDRESS',
        },
      )
      return callback(refusal, '')
    }
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    if (!first)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '')
    callback(null, first.address, first.family)
  })
}
