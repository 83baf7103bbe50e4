import * as v from 'valibot'

/** PostgreSQL text cannot hold U+0000: refuse it everywhere a free text is stored or searched. */
export const noNul = v.check((text: string) => !text.includes('\u0000'), 'Text may not contain NUL characters')
