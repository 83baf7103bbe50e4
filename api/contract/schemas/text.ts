/* eslint-disable no-control-regex -- these patterns name the control characters the text rules are about */
import * as v from 'valibot'
import { messages } from '../messages'
import { isSingleLine } from '../single-line'

/**
 * Text is text (docs/product.md#10-limits-and-timings): what a person types on one line holds no
 * control character (C0 and DEL) but tab: a CR or NUL would break a calendar file, a log line or
 * PostgreSQL's text. Text of several lines keeps LF and tab only, a CRLF read as one LF. Passwords are secrets
 * that are never shown or written anywhere, so they are left as typed.
 */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F]/

/** A one-line text: a name, a place, a search. */
export const singleLine = v.check(isSingleLine, messages.singleLineText)

/** CRLF becomes LF, then no control character but LF and tab: notes, a bio, reasons, joining instructions. */
export const multiLine = v.pipe(
  v.string(),
  v.transform((text: string) => text.replace(/\r\n/g, '\n')),
  v.check((text: string) => !MULTI_LINE_FORBIDDEN.test(text), messages.multiLineText),
)

/**
 * The same rules for text that reaches a file (a calendar) from rows written before them: one line
 * with each line break or control character read as a space; several lines with CR or CRLF read as
 * LF and any other control character but tab as a space.
 */
export const asSingleLine = (text: string) => text.replace(/\r\n|[\u0000-\u0008\u000A-\u001F\u007F]/g, ' ')
export const asMultiLine = (text: string) =>
  text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ' ')
