import { tooLarge, unsupportedMediaType } from '../errors'
import { JSON_BODY_LIMIT, type RouteDef } from '../routes'
import { parseJsonBody } from '../json-body'
import { messages } from '../messages'
import { checkOrigin } from './origin'

/** The headers of a state-changing request that decide before a byte of its body is read. */
export type WriteHead = {
  origin: string | null
  /** Where the app is served: what a same-origin request names as its Origin. */
  ownOrigin: string
  contentType: string | null
  contentLength: string | null
  chunked: boolean
}

/** Whether the headers announce body bytes: a chunked body, or a Content-Length above 0 (or unreadable). */
export function announcesBody({ contentLength, chunked }: Pick<WriteHead, 'contentLength' | 'chunked'>): boolean {
  if (chunked) return true
  const length = Number(contentLength || '0')
  return !Number.isFinite(length) || length > 0
}

const FORM_TYPE = 'application/x-www-form-urlencoded'

/**
 * CSRF: only JSON may change state. A bodiless call (logout) needs no Content-Type; any
 * Content-Type other than application/json (with parameters) is 415. The one exception is a
 * route that takes a form as an SMS provider posts it (RouteDef.form): that type and no other.
 */
function checkContentType(contentType: string | null, carriesBody: boolean, form: boolean): void {
  if (!contentType) {
    if (carriesBody) throw unsupportedMediaType(messages.notJson)
    return
  }
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  if (mediaType !== (form ? FORM_TYPE : 'application/json')) throw unsupportedMediaType(messages.notJson)
}

/** A form's fields as text; a name given twice keeps its last value. */
function parseFormBody(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
}

function checkLength(length: number, limit: number): void {
  if (Number.isFinite(length) && length > limit) throw tooLarge(messages.bodyTooLarge)
}

/** Origin (403), content type (415), then the declared length over the route's limit (413), unread. */
export function checkWriteHead(head: WriteHead, limit: number, form = false): void {
  checkOrigin(head.origin, head.ownOrigin)
  checkContentType(head.contentType, announcesBody(head), form)
  checkLength(Number(head.contentLength || '0'), limit)
}

/**
 * The body's bytes once read, judged again (bytes may come that no header announced): 415, 413,
 * then, when the route takes a body, its JSON value (400 when malformed; undefined when blank).
 */
export function parseWriteBody(
  contentType: string | null,
  bytes: Uint8Array,
  limit: number,
  parse: boolean,
  form = false,
): unknown {
  checkContentType(contentType, bytes.byteLength > 0, form)
  checkLength(bytes.byteLength, limit)
  if (!parse) return undefined
  return form ? parseFormBody(bytes) : parseJsonBody(bytes)
}

/**
 * Whether the call counts against the account's uploads (step 6, before a byte is read): a route
 * that takes photos or licences, with a body that may be larger than any JSON without one (chunked,
 * or declared over JSON_BODY_LIMIT). Saving a profile's words costs no upload.
 */
export function mayCarryUpload(route: RouteDef, head: Pick<WriteHead, 'contentLength' | 'chunked'>): boolean {
  if (!route.uploads) return false
  if (head.chunked) return true
  const length = Number(head.contentLength || '0')
  return !Number.isFinite(length) || length > JSON_BODY_LIMIT
}
