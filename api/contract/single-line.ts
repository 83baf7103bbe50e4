/* eslint-disable no-control-regex -- the pattern names the control characters the rule is about */

/**
 * One line of typed text holds no control character (C0 and DEL) but tab (schemas/text.ts says
 * why). Apart from the schemas, with no valibot and no messages, so the app's URL values can apply
 * the same rule without loading either.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u0008\u000A-\u001F\u007F]/

export const isSingleLine = (text: string) => !SINGLE_LINE_FORBIDDEN.test(text)
