import { msg } from '@lingui/core/macro'

/** The landing page's anchors the header links to (docs/product.md#2-routes-and-screens). */
export const sectionLinks = [
  { hash: 'about', label: msg`About` },
  { hash: 'services', label: msg`Services` },
  { hash: 'theraline', label: msg`TheraLine` },
  { hash: 'directory', label: msg`Directory` },
  { hash: 'qa-forum', label: msg`Q&A Forum` },
  { hash: 'resources', label: msg`Resources` },
] as const
