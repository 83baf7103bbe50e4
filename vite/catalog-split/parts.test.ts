import { describe, expect, it } from 'vitest'
import { catalogParts, messageIdsIn, routePart, routePartsJson } from './parts.ts'

const known = new Set(['aaaaaa', 'bbbbbb', 'cccccc', 'dddddd', 'eeeeee'])

describe('messageIdsIn', () => {
  it('finds the ids Lingui compiled into calls and JSX, once each, and only catalog ids', () => {
    const code = 'i18n._({ id: "aaaaaa" }); jsx(Trans, { id: `bbbbbb` }); <Trans id="aaaaaa" />; x = { id: "zzzzzz" }'
    expect(messageIdsIn(code, known)).toEqual(['aaaaaa', 'bbbbbb'])
  })
})

describe('catalogParts', () => {
  const header = '/p/app/layout/site-header.tsx'
  const accountRoute = '/p/app/routes/_site/account.tsx'
  const accountPage = '/p/app/features/account/page.tsx'
  const bell = '/p/app/features/notifications/bell.tsx'
  const crisisPage = '/p/app/features/crisis/crisis-page.tsx'
  const contentCard = '/p/app/features/content/card.tsx'
  const card = '/p/app/features/directory/card.tsx'
  const serverTexts = '/p/app/lib/server-messages.ts'
  const messagesOf = new Map([
    [header, ['aaaaaa']],
    [accountPage, ['aaaaaa', 'bbbbbb']],
    [bell, ['cccccc']],
    [crisisPage, ['dddddd', 'bbbbbb']],
    [contentCard, ['eeeeee']],
    [card, ['aaaaaa']],
    [serverTexts, ['ffffff']],
  ])
  const importers: Record<string, string[]> = {
    [accountPage]: [accountRoute],
    [bell]: [header],
    [crisisPage]: ['/p/app/routes/_site/crisis-resources.tsx'],
    [contentCard]: [crisisPage],
    [card]: [accountPage, crisisPage],
    [serverTexts]: [accountPage],
  }
  const parts = catalogParts(messagesOf, new Set([header, accountRoute]), (module) => importers[module] ?? [])

  it('gives the start what every page and the code shared across areas show, each area the rest of its own', () => {
    expect(parts.ids).toEqual(
      new Map([
        ['start', new Set(['aaaaaa', 'cccccc', 'eeeeee'])],
        ['mine', new Set(['bbbbbb'])],
        ['help', new Set(['dddddd', 'bbbbbb'])],
        ['errors', new Set(['ffffff'])],
      ]),
    )
  })

  it('has a chunk wait for the parts its modules need beyond the start', () => {
    expect(parts.awaitedBy([crisisPage, accountPage])).toEqual(['help', 'mine'])
    // The server's texts are a part of their own, whichever area's page loads them.
    expect(parts.awaitedBy([serverTexts])).toEqual(['errors'])
    expect(parts.awaitedBy([bell, header, contentCard])).toEqual([])
  })
})

describe('catalogParts, for the help code other areas show', () => {
  it("keeps its text in help's part, which the other area's chunk then waits for, out of the start's", () => {
    const helplines = '/p/app/features/crisis/helplines.ts'
    const contact = '/p/app/features/landing/contact.tsx'
    const importers: Record<string, string[]> = { [helplines]: [contact], [contact]: ['/p/app/routes/_site/index.tsx'] }
    const parts = catalogParts(
      new Map([
        [helplines, ['aaaaaa']],
        [contact, ['bbbbbb']],
      ]),
      new Set(),
      (module) => importers[module] ?? [],
    )
    expect(parts.ids.get('start')).toEqual(new Set())
    expect(parts.ids.get('help')).toEqual(new Set(['aaaaaa']))
    expect(parts.awaitedBy([contact, helplines])).toEqual(['help', 'landing'])
  })
})

describe('routePart', () => {
  const route = (id: string) =>
    `export const Route = createFileRoute('${id}')({ component: lazyRouteComponent(split) })`

  it("names a route file's route as the router does, with its area's part: the page's own", () => {
    expect(routePart('/p/app/routes/_site/crisis-resources.tsx', route('/_site/crisis-resources'))).toEqual([
      '/_site/crisis-resources',
      'help',
    ])
    expect(routePart('/p/app/routes/_site/index.tsx', route('/_site/'))).toEqual(['/_site/', 'landing'])
  })

  it("names no part for a layout, the router's split-off pieces, or a module that is no route file", () => {
    expect(routePart('/p/app/routes/_site.tsx', route('/_site'))).toBeNull()
    expect(routePart('/p/app/routes/_site/blog.tsx?tsr-split=component', route('/_site/blog'))).toBeNull()
    expect(routePart('/p/app/features/content/blog-page.tsx', route('/_site/blog'))).toBeNull()
  })
})

describe('routePartsJson', () => {
  it('writes the same table whatever order the routes were found in, so one source builds the same bytes', () => {
    const found = { '/_site/crisis-resources': 'help', '/auth': 'find', '/_site/': 'landing' }
    const foundLater = { '/_site/': 'landing', '/auth': 'find', '/_site/crisis-resources': 'help' }
    expect(routePartsJson(found)).toBe(routePartsJson(foundLater))
    expect(JSON.parse(routePartsJson(found))).toEqual(found)
  })
})
