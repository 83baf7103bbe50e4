import type { MessageDescriptor } from '@lingui/core'

/** A page a policy's text links to: <0>…</0> in the text is the first link, <1>…</1> the second. */
export type PolicyLink =
  | { to: '/'; hash: 'contact' }
  | { to: '/crisis-resources' | '/privacy-policy' | '/terms-of-service' | '/cookie-policy' | '/account' }

/** A term and what it means: a category, a kind of data, or a stored item named by its key. */
export type PolicyDefinition = {
  term: MessageDescriptor | { code: string }
  /** A short label next to the term, such as Required or Optional. */
  tag?: MessageDescriptor
  details: MessageDescriptor[]
}

export type PolicyBlock =
  | { kind: 'paragraph'; text: MessageDescriptor; links?: PolicyLink[] }
  | { kind: 'list'; items: MessageDescriptor[] }
  | { kind: 'definitions'; items: PolicyDefinition[] }

/** A section of a policy: an h2, an anchor the table of contents links to, its blocks. */
export type PolicySection = { id: string; title: MessageDescriptor; blocks: PolicyBlock[] }

export type PolicyDocument = {
  /** YYYY-MM-DD */
  lastUpdated: string
  summary: MessageDescriptor
  sections: PolicySection[]
}
