import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouterState, type AnyRouteMatch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PRODUCT_NAME } from '../lib/brand'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser's tab and history: '{title} · {brand}'. */
    title?: MessageDescriptor
  }
}

const notFoundTitle = msg`Page Not Found`

/** The page name the matched routes give (the deepest that names one), or the 404 page's. */
function pageTitleOf(matches: readonly AnyRouteMatch[]): MessageDescriptor | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return notFoundTitle
  return matches.findLast((match) => match.staticData.title)?.staticData.title
}

/** '{Page name} · {brand}' in the reader's language, for the tab and the prerendered page alike. */
export function documentTitle(i18n: I18n, matches: readonly AnyRouteMatch[]): string {
  const title = pageTitleOf(matches)
  return title ? `${i18n._(title)} · ${PRODUCT_NAME}` : PRODUCT_NAME
}

/** Keeps document.title on the current page's name, and follows the language switch. */
export function DocumentTitle() {
  const { i18n } = useLingui()
  const matches = useRouterState({ select: (state) => state.matches })
  const title = documentTitle(i18n, matches)
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
