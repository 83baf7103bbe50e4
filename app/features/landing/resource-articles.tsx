import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { articles } from './data/resources'

/** Three sample articles; Read Article leads to the blog. */
export function ResourceArticles() {
  const { i18n } = useLingui()
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">
        <Trans>Articles</Trans>
      </h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {articles.map((article) => {
          const minutes = article.readMinutes
          return (
            <li key={article.id} className="flex flex-col rounded-xl border border-slate-200 p-5">
              <p className="flex flex-wrap items-center gap-2 text-xs font-medium">
                <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-teal-800">{i18n._(article.category)}</span>
                <span className="text-slate-600">
                  <Trans>{minutes} min read</Trans>
                </span>
              </p>
              <h4 id={`article-${article.id}`} className="mt-3 text-lg font-semibold text-slate-900">
                {i18n._(article.title)}
              </h4>
              <p className="mt-2 flex-1 text-sm text-slate-700">{i18n._(article.excerpt)}</p>
              {/* The title tells the identical Read Article links apart for screen reader users. */}
              <Link
                to="/blog"
                aria-describedby={`article-${article.id}`}
                className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-teal-800 underline-offset-4 hover:underline"
              >
                <Trans>Read Article</Trans>
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
