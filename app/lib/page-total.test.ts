import { describe, expect, it } from 'vitest'
import { pageTotal, pageTotalCount, parseTotalCount } from './page-total'

describe('parseTotalCount', () => {
  it('reads an exact count', () => {
    expect(parseTotalCount('0')).toEqual({ count: 0, capped: false })
    expect(parseTotalCount('42')).toEqual({ count: 42, capped: false })
    expect(parseTotalCount('1000')).toEqual({ count: 1000, capped: false })
  })

  it('reads a capped count, `1000+`, as at least that many', () => {
    expect(parseTotalCount('1000+')).toEqual({ count: 1000, capped: true })
  })

  it('takes anything else for no count', () => {
    for (const header of [null, '', '+', '12.5', '-3', '1e3', 'many', '1000++', '+1000']) {
      expect(parseTotalCount(header)).toBeNull()
    }
  })
})

const withTotal = (value?: string) => new Headers(value === undefined ? {} : { 'X-Total-Count': value })

describe('pageTotalCount', () => {
  it('is the header when it holds a count', () => {
    expect(pageTotalCount(withTotal('30'), 0, 12, 12)).toEqual({ count: 30, capped: false })
    expect(pageTotalCount(withTotal('1000+'), 12, 12, 12)).toEqual({ count: 1000, capped: true })
  })

  it('without a count, guesses one more after a full page and none after a short one', () => {
    expect(pageTotalCount(withTotal(), 12, 12, 12)).toEqual({ count: 25, capped: false })
    expect(pageTotalCount(withTotal('lots'), 12, 5, 12)).toEqual({ count: 17, capped: false })
  })
})

it('pageTotal is the count alone', () => {
  expect(pageTotal(withTotal('1000+'), 0, 12, 12)).toBe(1000)
  expect(pageTotal(withTotal(), 0, 3, 12)).toBe(3)
})
