import { describe, expect, it } from 'vitest'
import { caseFold, usernameKey, usernameSkeleton } from './usernames'

describe('caseFold: Unicode full case folding', () => {
  it.each([
    ['ASCII', 'Dr_Amina', 'dr_amina'],
    ['sharp s', 'Straße', 'strasse'],
    ['capital sharp s', 'STRAẞE', 'strasse'],
    ['a final sigma, as any sigma', 'ΟΔΟΣ οδος', 'οδοσ οδοσ'],
    ['dotted capital I', 'İ', 'i\u0307'],
    ['dotless i, kept', 'ı', 'ı'],
    ['ligatures', 'ﬃ', 'ffi'],
    ['n preceded by apostrophe', 'ŉ', 'ʼn'],
    ['Cherokee, either case', 'Ꭰꭰ', 'ꭰꭰ'],
    ['Kelvin sign', 'K', 'k'],
  ])('folds %s', (_, text, folded) => {
    expect(caseFold(text)).toBe(folded)
  })
})

describe('usernameKey', () => {
  it('is the same for case, width and compatibility variants', () => {
    for (const variant of ['DR_AMINA', 'Dr_Amina', 'ｄｒ_amina', 'ＤＲ＿ＡＭＩＮＡ'])
      expect(usernameKey(variant)).toBe('dr_amina')
    expect(usernameKey('STRASSE')).toBe(usernameKey('straße'))
    expect(usernameKey('ΣΊΣΥΦΟΣ')).toBe(usernameKey('σίσυφος'))
  })

  it('keeps look-alikes and accents apart (the skeleton is for those)', () => {
    expect(usernameKey('dr_аmina')).not.toBe('dr_amina')
    expect(usernameKey('DR_AMİNA')).toBe('dr_ami\u0307na')
    expect(usernameKey('wanjiku_ñ')).not.toBe(usernameKey('wanjiku_n'))
  })

  it('is normalized: the key of a key is itself', () => {
    for (const name of ['DR_AMİNA', 'ǰ', 'ΐ', 'ﷺ', 'Ǆemal', 'ẞ'])
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name))
  })
})

describe('usernameSkeleton: TR39 look-alikes of the key', () => {
  it('is the same for dr_amina and every look-alike of it', () => {
    const skeleton = usernameSkeleton('dr_amina')
    for (const variant of ['DR_AMINA', 'dr_аmina', 'ｄｒ_amina', 'DR_AMİNA', 'dr_arnina', 'DR_ARNINA', 'ԁr_amina']) {
      expect(usernameSkeleton(variant), variant).toBe(skeleton)
    }
  })

  it('takes 0 for o and 1 for l, whatever the case', () => {
    expect(usernameSkeleton('he11o')).toBe(usernameSkeleton('hello'))
    expect(usernameSkeleton('HELL0')).toBe(usernameSkeleton('hello'))
    expect(usernameSkeleton('agent007')).toBe(usernameSkeleton('AGENTOO7'))
  })

  it('takes the dotless ı for i, though its key differs', () => {
    expect(usernameKey('kılıç')).not.toBe(usernameKey('kiliç'))
    expect(usernameSkeleton('kılıç')).toBe(usernameSkeleton('kiliç'))
  })

  it('maps again what folding turns into a prototype source (ᗰ -> M -> m -> rn)', () => {
    expect(usernameSkeleton('ᗰaria')).toBe(usernameSkeleton('maria'))
    expect(usernameSkeleton(usernameSkeleton('ᗰaria'))).toBe(usernameSkeleton('ᗰaria'))
  })

  it('keeps different names apart', () => {
    const pairs = [
      ['dr_amina', 'dr_amina2'],
      ['wanjiku_ñ', 'wanjiku_n'],
      ['jose', 'josé'],
      ['amina', 'amira'],
      ['ali', 'all'],
    ]
    for (const [a, b] of pairs) expect(usernameSkeleton(a!), `${a} ${b}`).not.toBe(usernameSkeleton(b!))
  })

  it('drops only a dot above that sits on an i or j', () => {
    expect(usernameSkeleton('i\u0307j\u0307')).toBe('ij')
    expect(usernameSkeleton('ȧ')).toBe('a\u0307')
  })
})
