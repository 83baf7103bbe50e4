/**
 * Compressed sets of professional ids, in the manner of Roaring bitmaps: ids are split into chunks
 * of 65536 (id >>> 16); a chunk holds its low 16 bits either as a sorted Uint16Array (up to
 * ARRAY_MAX members) or as a 65536-bit Uint32Array bitmap. Stored as little-endian bytes, so a
 * stored array container is never exactly BITMAP_BYTES long.
 */
export type Container = Uint16Array | Uint32Array
export type IdSet = Map<number, Container>

export const CHUNK_BITS = 16
const CHUNK_SIZE = 0x10000
const LOW_MASK = 0xffff
const BITMAP_WORDS = 2048
const BITMAP_BYTES = BITMAP_WORDS * 4
const ARRAY_MAX = 4095

export const chunkOf = (id: number) => id >>> CHUNK_BITS
export const lowOf = (id: number) => id & LOW_MASK
export const idOf = (chunk: number, low: number) => chunk * CHUNK_SIZE + low

const isBitmap = (container: Container): container is Uint32Array => container instanceof Uint32Array

function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555)
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333)
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

export function cardinality(container: Container): number {
  if (!isBitmap(container)) return container.length
  let total = 0
  for (const word of container) total += popcount(word)
  return total
}

export function containerHas(container: Container, low: number): boolean {
  if (isBitmap(container)) return (container[low >>> 5]! & (1 << (low & 31))) !== 0
  let [from, to] = [0, container.length - 1]
  while (from <= to) {
    const middle = (from + to) >>> 1
    const value = container[middle]!
    if (value === low) return true
    if (value < low) from = middle + 1
    else to = middle - 1
  }
  return false
}

export function containerValues(container: Container): number[] {
  const values: number[] = []
  if (!isBitmap(container)) {
    for (let index = 0; index < container.length; index++) values.push(container[index]!)
    return values
  }
  for (let index = 0; index < BITMAP_WORDS; index++) {
    for (let bits = container[index]!; bits !== 0; bits &= bits - 1)
      values.push(index * 32 + 31 - Math.clz32(bits & -bits))
  }
  return values
}

/** The container for sorted, distinct low values; null when there are none. */
export function containerFrom(lows: readonly number[]): Container | null {
  if (lows.length === 0) return null
  if (lows.length <= ARRAY_MAX) return Uint16Array.from(lows)
  const bitmap = new Uint32Array(BITMAP_WORDS)
  for (const low of lows) bitmap[low >>> 5]! |= 1 << (low & 31)
  return bitmap
}

/** A bitmap's container in canonical form: an array when it is small enough, null when empty. */
function fromBitmap(bitmap: Uint32Array): Container | null {
  const count = cardinality(bitmap)
  if (count === 0) return null
  return count > ARRAY_MAX ? bitmap : Uint16Array.from(containerValues(bitmap))
}

export function intersectContainers(a: Container, b: Container): Container | null {
  if (isBitmap(a) && isBitmap(b)) {
    const both = new Uint32Array(BITMAP_WORDS)
    for (let index = 0; index < BITMAP_WORDS; index++) both[index] = a[index]! & b[index]!
    return fromBitmap(both)
  }
  const [small, large] = isBitmap(a) ? [b, a] : isBitmap(b) ? [a, b] : a.length <= b.length ? [a, b] : [b, a]
  const common: number[] = []
  for (let index = 0; index < small.length; index++) {
    if (containerHas(large, small[index]!)) common.push(small[index]!)
  }
  return containerFrom(common)
}

/** The first index of a sorted array whose value is not below `low`. */
function lowerBound(values: ArrayLike<number>, low: number): number {
  let [from, to] = [0, values.length]
  while (from < to) {
    const middle = (from + to) >>> 1
    if (values[middle]! < low) from = middle + 1
    else to = middle
  }
  return from
}

/** The members after adding and removing low values. */
export function updateContainer(
  container: Container | null,
  add: readonly number[],
  remove: readonly number[],
): Container | null {
  if (container && isBitmap(container)) {
    const bitmap = container.slice()
    for (const low of remove) bitmap[low >>> 5]! &= ~(1 << (low & 31))
    for (const low of add) bitmap[low >>> 5]! |= 1 << (low & 31)
    return fromBitmap(bitmap)
  }
  if (add.length + remove.length > 32) {
    const members = new Set(container ?? [])
    for (const low of remove) members.delete(low)
    for (const low of add) members.add(low)
    return containerFrom([...members].sort((x, y) => x - y))
  }
  const values = container ? Array.from(container) : []
  for (const low of remove) {
    const at = lowerBound(values, low)
    if (values[at] === low) values.splice(at, 1)
  }
  for (const low of add) {
    const at = lowerBound(values, low)
    if (values[at] !== low) values.splice(at, 0, low)
  }
  return containerFrom(values)
}

// Typed arrays use the platform's byte order; the stored form is little-endian.
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1

export function encodeContainer(container: Container): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(new Uint8Array(container.buffer, container.byteOffset, container.byteLength))
  const bytes = Buffer.alloc(container.byteLength)
  container.forEach((value, index) =>
    isBitmap(container) ? bytes.writeUInt32LE(value, index * 4) : bytes.writeUInt16LE(value, index * 2),
  )
  return bytes
}

export function decodeContainer(bytes: Uint8Array): Container {
  const bitmap = bytes.byteLength === BITMAP_BYTES
  if (LITTLE_ENDIAN) {
    // A copy: the driver's buffer may be a view with an unaligned offset.
    const copy = new Uint8Array(bytes).buffer
    return bitmap ? new Uint32Array(copy) : new Uint16Array(copy)
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return bitmap
    ? Uint32Array.from({ length: BITMAP_WORDS }, (_, index) => view.getUint32(index * 4, true))
    : Uint16Array.from({ length: bytes.byteLength / 2 }, (_, index) => view.getUint16(index * 2, true))
}

/** The ids in both sets (chunks absent from either are empty). */
export function intersectSets(a: IdSet, b: IdSet): IdSet {
  const both: IdSet = new Map()
  for (const [chunk, container] of a) {
    const other = b.get(chunk)
    const common = other ? intersectContainers(container, other) : null
    if (common) both.set(chunk, common)
  }
  return both
}

export function setSize(set: IdSet): number {
  let total = 0
  for (const container of set.values()) total += cardinality(container)
  return total
}

export function setHas(set: IdSet, id: number): boolean {
  const container = set.get(chunkOf(id))
  return container !== undefined && containerHas(container, lowOf(id))
}

export function setValues(set: IdSet): number[] {
  const values: number[] = []
  for (const chunk of [...set.keys()].sort((x, y) => x - y)) {
    const lows = containerValues(set.get(chunk)!)
    for (let index = 0; index < lows.length; index++) values.push(idOf(chunk, lows[index]!))
  }
  return values
}

/** The set of some ids (in any order). */
export function setFromIds(ids: readonly number[]): IdSet {
  const lows = new Map<number, number[]>()
  for (const id of ids) {
    const list = lows.get(chunkOf(id))
    if (list) list.push(lowOf(id))
    else lows.set(chunkOf(id), [lowOf(id)])
  }
  const set: IdSet = new Map()
  for (const [chunk, values] of lows) {
    const container = containerFrom([...new Set(values)].sort((x, y) => x - y))
    if (container) set.set(chunk, container)
  }
  return set
}
