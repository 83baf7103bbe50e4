import { isIPv6 } from 'node:net'
import type { Context } from 'koa'

/** IPv4 written inside IPv6 (::ffff:203.0.113.7), as a dual-stack socket reports it. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/**
 * The address per-address limits count: the client's IP (behind a proxy only with TRUST_PROXY),
 * with an IPv6 address cut to its /64, since one home or phone gets a whole /64 to pick from.
 */
export function clientAddress(ctx: Context): string {
  return addressKey(ctx.ip)
}

export function addressKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip)
  if (mapped) return mapped[1]!
  if (!isIPv6(ip)) return ip
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, '::' filled in with zero groups. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}
