import { describe, expect, it } from 'vitest'
import { addressKey } from './client-address'

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:0DB8:85a3::1', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key)
  })

  it('puts every address of one /64 under one key, and another /64 apart', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
  })
})
