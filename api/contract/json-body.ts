import { visit, type JSONPath } from 'jsonc-parser'
import { badRequest } from './errors'
import { format, messages } from './messages'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** `['languages', 1]` -> `languages.1`, as validate.ts names fields; the body itself is `body`. */
function fieldName(path: JSONPath): string {
  return path.length === 0 ? 'body' : path.map((segment) => String(segment).toWellFormed()).join('.')
}

function checkText(text: string, path: JSONPath): void {
  if (text.isWellFormed()) return
  const message = format(messages.illFormedText, { field: fieldName(path) })
  throw badRequest(message, { [fieldName(path)]: message })
}

/** The deepest nesting of objects and arrays a body may have (docs/decisions/001, step 4). */
export const MAX_JSON_DEPTH = 32

/**
 * 400 for a body nested deeper than MAX_JSON_DEPTH, found by one pass over the text without
 * recursion, so no parser after it can run out of stack on a hostile body.
 */
function checkDepth(text: string): void {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x7b || char === 0x5b) {
      depth++
      if (depth > MAX_JSON_DEPTH) throw badRequest(format(messages.bodyTooDeep, { depth: String(MAX_JSON_DEPTH) }))
    } else if (char === 0x7d || char === 0x5d) {
      depth--
    }
  }
}

/**
 * A text JSON.parse accepted, read again for what JSON.parse forgives: a key given twice in one
 * object (the last would win) and strings, keys included, with a lone UTF-16 surrogate (`\ud800`).
 */
function checkKeysAndStrings(text: string): void {
  const objects: Set<string>[] = []
  visit(text, {
    onObjectBegin: () => {
      objects.push(new Set())
    },
    onObjectEnd: () => {
      objects.pop()
    },
    onObjectProperty: (key, _offset, _length, _line, _column, parentPath) => {
      const path = [...parentPath(), key]
      checkText(key, path)
      const keys = objects.at(-1)!
      if (keys.has(key)) {
        const message = format(messages.duplicateKey, { key: fieldName(path) })
        throw badRequest(message, { [fieldName(path)]: message })
      }
      keys.add(key)
    },
    onLiteralValue: (value: unknown, _offset, _length, _line, _column, path) => {
      if (typeof value === 'string') checkText(value, path())
    },
  })
}

/**
 * Step 4 of docs/decisions/001 once the body's bytes are within the route's limit: the parsed
 * JSON value, or undefined for a blank body. 400 for bytes that are not UTF-8 (never replaced by
 * U+FFFD), for nesting deeper than MAX_JSON_DEPTH, for malformed JSON, for a duplicate key and for
 * text that is not well-formed UTF-16.
 */
export function parseJsonBody(bytes: Uint8Array): unknown {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw badRequest(messages.bodyNotUtf8)
  }
  if (text.trim() === '') return undefined
  checkDepth(text)
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    throw badRequest(messages.malformedJson)
  }
  checkKeysAndStrings(text)
  return value
}
