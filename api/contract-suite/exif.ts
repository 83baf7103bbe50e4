/**
 * An EXIF block (APP1) as a phone camera writes it: an orientation, and where the photo was taken
 * (GPS, Nairobi). Built by hand, little-endian TIFF, so tests can add it to any JPEG.
 */
const SHORT = 3
const LONG = 4
const ASCII = 2
const RATIONAL = 5

type Entry = { tag: number; type: number; count: number; value: number[] }

export function withExif(jpeg: Uint8Array, { orientation }: { orientation: number }): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(140))
  tiff.setUint16(0, 0x4949) // 'II': little-endian
  tiff.setUint16(2, 42, true)
  tiff.setUint32(4, 8, true)
  const gpsAt = 38
  writeIfd(tiff, 8, [
    { tag: 0x0112, type: SHORT, count: 1, value: [orientation] },
    { tag: 0x8825, type: LONG, count: 1, value: [gpsAt] },
  ])
  const latitudeAt = 92
  const longitudeAt = 116
  writeIfd(tiff, gpsAt, [
    { tag: 0x0001, type: ASCII, count: 2, value: [0x53] }, // 'S'
    { tag: 0x0002, type: RATIONAL, count: 3, value: [latitudeAt] },
    { tag: 0x0003, type: ASCII, count: 2, value: [0x45] }, // 'E'
    { tag: 0x0004, type: RATIONAL, count: 3, value: [longitudeAt] },
  ])
  writeRationals(tiff, latitudeAt, [1, 17, 0]) // 1° 17' S
  writeRationals(tiff, longitudeAt, [36, 49, 0]) // 36° 49' E

  const segment = new Uint8Array(10 + tiff.byteLength)
  const header = new DataView(segment.buffer)
  header.setUint16(0, 0xffe1) // APP1
  header.setUint16(2, segment.length - 2)
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4) // 'Exif\0\0'
  segment.set(new Uint8Array(tiff.buffer), 10)
  // Right after the SOI marker, where cameras put it.
  const out = new Uint8Array(jpeg.length + segment.length)
  out.set(jpeg.subarray(0, 2), 0)
  out.set(segment, 2)
  out.set(jpeg.subarray(2), 2 + segment.length)
  return out
}

function writeIfd(view: DataView, at: number, entries: Entry[]): void {
  view.setUint16(at, entries.length, true)
  entries.forEach(({ tag, type, count, value }, index) => {
    const offset = at + 2 + index * 12
    view.setUint16(offset, tag, true)
    view.setUint16(offset + 2, type, true)
    view.setUint32(offset + 4, count, true)
    if (type === SHORT) view.setUint16(offset + 8, value[0]!, true)
    else if (type === ASCII) view.setUint8(offset + 8, value[0]!)
    else view.setUint32(offset + 8, value[0]!, true)
  })
  view.setUint32(at + 2 + entries.length * 12, 0, true) // no next IFD
}

function writeRationals(view: DataView, at: number, numbers: number[]): void {
  numbers.forEach((number, index) => {
    view.setUint32(at + index * 8, number, true)
    view.setUint32(at + index * 8 + 4, 1, true)
  })
}
