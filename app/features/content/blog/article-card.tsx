import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../badge'
import { ContentCard } from '../content-card'
import { illustrations } from '../illustrations'
import type { Article } from './articles'

/** One sample article: picture, title, category, read time, excerpt and Read Article. */
export function ArticleCard({ article, eagerImage }: { article: Article; eagerImage?: boolean }) {
  const { i18n } = useLingui()
  const minutes = article.readTime
  return (
    <ContentCard
      title={i18n._(article.title)}
      image={illustrations[article.image]}
      eagerImage={eagerImage}
      badges={
        <>
          <Badge>{i18n._(article.category)}</Badge>
          <span className="text-xs text-slate-600">
            <Trans>{minutes} min read</Trans>
          </span>
        </>
      }
      action={<Trans>Read Article</Trans>}
      actionVariant="secondary"
    >
      <p>{i18n._(article.excerpt)}</p>
    </ContentCard>
  )
}
