import { describe, expect, it } from 'vitest'
import {
  cardinality,
  containerFrom,
  decodeContainer,
  encodeContainer,
  intersectSets,
  setFromIds,
  setHas,
  setSize,
  setValues,
  updateContainer,
  type Container,
} from './id-sets'

function lowsOf(count: number, step: number, start = 0): number[] {
  return Array.from({ length: count }, (_, index) => start + index * step)
}

const roundTrip = (container: Container) => decodeContainer(encodeContainer(container))

describe('id sets', () => {
  it('keep up to 4095 members in an array and more in a bitmap, both ways', () => {
    const small = containerFrom(lowsOf(4095, 16))!
    const large = containerFrom(lowsOf(4096, 16))!
    expect(small).toBeInstanceOf(Uint16Array)
    expect(large).toBeInstanceOf(Uint32Array)
    expect(encodeContainer(small).length).toBe(8190)
    expect(encodeContainer(large).length).toBe(8192)
    expect(roundTrip(small)).toEqual(small)
    expect(roundTrip(large)).toEqual(large)
    expect(cardinality(large)).toBe(4096)
    expect(updateContainer(large, [], [0])).toBeInstanceOf(Uint16Array)
    expect(updateContainer(small, [1], [])).toBeInstanceOf(Uint32Array)
    expect(updateContainer(containerFrom([5]), [], [5])).toBeNull()
    expect(containerFrom([])).toBeNull()
  })

  it('decode from an unaligned buffer', () => {
    const bytes = Buffer.concat([Buffer.from([9]), encodeContainer(containerFrom([1, 2, 65535])!)]).subarray(1)
    expect(Array.from(decodeContainer(bytes))).toEqual([1, 2, 65535])
  })

  it('intersect, test and list ids across chunks', () => {
    const evens = setFromIds([...lowsOf(30_000, 2), ...lowsOf(10, 1, 70_000), 200_000])
    const threes = setFromIds([...lowsOf(20_000, 3), 70_003, 70_004, 200_000, 300_000])
    const both = intersectSets(evens, threes)
    const expected = [...lowsOf(10_000, 6), 70_003, 70_004, 200_000]
    expect(setValues(both)).toEqual(expected)
    expect(setSize(both)).toBe(expected.length)
    expect(setHas(both, 6)).toBe(true)
    expect(setHas(both, 7)).toBe(false)
    expect(setHas(both, 300_000)).toBe(false)
    expect(setSize(intersectSets(setFromIds([1, 2]), setFromIds([70_000])))).toBe(0)
  })

  it('add and remove members of bitmaps and arrays', () => {
    const bitmap = containerFrom(lowsOf(5000, 13))!
    const updated = updateContainer(bitmap, [1, 2], [0, 13])!
    expect(cardinality(updated)).toBe(5000)
    expect(setHas(new Map([[0, updated]]), 1)).toBe(true)
    expect(setHas(new Map([[0, updated]]), 13)).toBe(false)
    expect(Array.from(updateContainer(containerFrom([3, 9]), [5, 3], [9])!)).toEqual([3, 5])
  })
})
