import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { CardGrid } from '../content-card'
import { filterBySearch } from '../search'
import { SearchBox, SearchEmpty } from '../search-box'
import { useSearch } from '../use-search'
import { ArticleCard } from './article-card'
import { articles as sample } from './articles'
import { pageDataKey, useStoredData } from '../../../lib/offline/use-stored-data'

/** How many articles show before Load More. */
export const FIRST_ARTICLES = 3

/** The sample articles: searchable in the reader's language, three at first, then Load More. */
export function ArticleList() {
  const articles = useStoredData(pageDataKey('blog', 'articles'), sample)
  const { t, i18n } = useLingui()
  const search = useSearch()
  const [showAll, setShowAll] = useState(false)
  const listRef = useRef<HTMLDivElement>(null)
  const found = filterBySearch(articles, search.query, (article) =>
    [article.title, article.excerpt, article.category].map((text) => i18n._(text)),
  )
  const shown = showAll ? found : found.slice(0, FIRST_ARTICLES)
  const count = found.length

  const loadMore = () => {
    // Render the new cards now, so the focus can move to the first of them (the button disappears).
    flushSync(() => setShowAll(true))
    listRef.current?.querySelectorAll('article')[FIRST_ARTICLES]?.focus()
  }

  return (
    <>
      <SearchBox
        search={search}
        label={<Trans>Search articles</Trans>}
        placeholder={t`Title, topic or keyword`}
        status={<Plural value={count} one="# article found" other="# articles found" />}
      />
      <div ref={listRef}>
        {count === 0 ? (
          <SearchEmpty onClear={search.clear}>
            <Trans>No articles match your search.</Trans>
          </SearchEmpty>
        ) : (
          <CardGrid>
            {shown.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} eagerImage={index === 0} />
              </li>
            ))}
          </CardGrid>
        )}
      </div>
      {shown.length < count && (
        <div className="flex justify-center">
          <button type="button" onClick={loadMore} className="button-secondary">
            <Trans>Load More</Trans>
          </button>
        </div>
      )}
    </>
  )
}
