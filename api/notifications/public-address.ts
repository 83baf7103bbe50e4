import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

// Where a push must never go: this machine, private networks, link-local (cloud metadata), CGNAT,
// multicast and the reserved ranges, in IPv4 and IPv6 (IPv4-mapped addresses are checked as IPv4).
const private4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/3',
]
const private6 = ['::/128', '::1/128', '64:ff9b::/96', '100::/64', 'fc00::/7', 'fe80::/10', 'ff00::/8']
const blocked = new BlockList()
for (const range of private4) blocked.addSubnet(range.split('/')[0]!, Number(range.split('/')[1]), 'ipv4')
for (const range of private6) blocked.addSubnet(range.split('/')[0]!, Number(range.split('/')[1]), 'ipv6')

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPublicAddress(mapped)
  const family = isIP(address)
  if (family === 0) return false
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Refuses a push endpoint whose name resolves to a private address right before the request: the
 * subscription's check (api/contract/push-endpoint.ts) sees only the name, and a name's answer can
 * change. fetch resolves the name again, so a DNS answer that changes within those milliseconds is
 * the case left.
 */
export async function checkPublicHost(endpoint: string): Promise<void> {
  const addresses = await lookup(new URL(endpoint).hostname, { all: true, verbatim: true })
  if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new Error('The push endpoint resolves to an address that is not public')
  }
}
