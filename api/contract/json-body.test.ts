import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { parseJsonBody } from './json-body'
import { format, messages } from './messages'

const encode = (text: string) => new TextEncoder().encode(text)

function refusal(bytes: Uint8Array): ApiError {
  try {
    parseJsonBody(bytes)
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('parseJsonBody accepted the body')
}

describe('parseJsonBody', () => {
  it('parses a JSON body, and reads a blank one as no body', () => {
    expect(parseJsonBody(encode('{"a":[1,{"b":"c"}],"d":null}'))).toEqual({ a: [1, { b: 'c' }], d: null })
    expect(parseJsonBody(encode(''))).toBeUndefined()
    expect(parseJsonBody(encode(' \n\t '))).toBeUndefined()
  })

  it('reads UTF-8 with a byte order mark', () => {
    expect(parseJsonBody(new Uint8Array([0xef, 0xbb, 0xbf, ...encode('{"a":"é"}')]))).toEqual({ a: 'é' })
  })

  it.each([
    ['0xFF', [0xff]],
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an over-long encoding', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point over U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('refuses bytes that are not UTF-8: %s', (_, invalid) => {
    const bytes = new Uint8Array([...encode('{"a":"'), ...invalid, ...encode('"}')])
    expect(refusal(bytes).body).toEqual({ message: messages.bodyNotUtf8 })
    expect(refusal(bytes).status).toBe(400)
  })

  it('refuses malformed JSON as before', () => {
    expect(refusal(encode('{"a": ')).body).toEqual({ message: messages.malformedJson })
    expect(refusal(encode("{'a': 1}")).body).toEqual({ message: messages.malformedJson })
  })

  it.each([
    ['at the top level', '{"status":"confirmed","status":"declined"}', 'status'],
    ['spelt with an escape', '{"a":1,"\\u0061":2}', 'a'],
    ['in a nested object', '{"a":{"b":1,"c":{"d":1,"d":1}}}', 'a.c.d'],
    ['in an object inside a list', '{"list":[{"x":1},{"x":1,"x":1}]}', 'list.1.x'],
    ['named __proto__', '{"__proto__":1,"__proto__":2}', '__proto__'],
  ])('refuses a duplicate key %s, naming it and where it is', (_, text, field) => {
    const message = format(messages.duplicateKey, { key: field })
    const error = refusal(encode(text))
    expect(error.body).toEqual({ message, fieldErrors: { [field]: message } })
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([field])
  })

  it('accepts the same key in different objects', () => {
    expect(parseJsonBody(encode('{"a":{"k":1},"b":{"k":2},"c":[{"k":3},{"k":4}]}'))).toEqual({
      a: { k: 1 },
      b: { k: 2 },
      c: [{ k: 3 }, { k: 4 }],
    })
  })

  it.each([
    ['a lone high surrogate', '{"notes":"a\\ud800"}', 'notes'],
    ['a lone low surrogate', '{"notes":"\\udc00b"}', 'notes'],
    ['a reversed pair', '{"notes":"\\ude00\\ud83d"}', 'notes'],
    ['a surrogate in a list', '{"tags":["ok","\\ud800"]}', 'tags.1'],
    ['a surrogate deep down', '{"a":{"b":[{"c":"\\udbff"}]}}', 'a.b.0.c'],
    ['a surrogate in a key', '{"bio\\ud800":"x"}', 'bio\ufffd'],
    ['a body that is a lone surrogate', '"\\ud800"', 'body'],
  ])('refuses %s, naming the field', (_, text, field) => {
    const message = format(messages.illFormedText, { field })
    expect(refusal(encode(text)).body).toEqual({ message, fieldErrors: { [field]: message } })
  })

  it('keeps well-formed surrogate pairs, escaped or not, as sent', () => {
    expect(parseJsonBody(encode('{"a":"\\ud83d\\ude00 😀","😀":"\\ud83c\\udf0d"}'))).toEqual({ a: '😀 😀', '😀': '🌍' })
  })

  it('reads a 3 MiB body in well under a second', () => {
    const body = encode(
      JSON.stringify({ profileImageUrl: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024 - 64)}` }),
    )
    const started = performance.now()
    parseJsonBody(body)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('nesting', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

  it('takes a body nested exactly 32 levels deep', () => {
    expect(parseJsonBody(encode(nested(32)))).toBeInstanceOf(Array)
    expect(parseJsonBody(encode(`{"a":${nested(31)}}`))).toHaveProperty('a')
  })

  it.each([33, 4_000, 20_000])('refuses a body nested %i levels deep with 400 naming the depth', (depth) => {
    const error = refusal(encode(nested(depth)))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ message: format(messages.bodyTooDeep, { depth: '32' }) })
  })

  it('counts brackets inside strings, escaped quotes included, as text', () => {
    const text = `{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`
    expect(parseJsonBody(encode(text))).toEqual({ a: `${'['.repeat(100)}"${'{'.repeat(100)}` })
  })
})
