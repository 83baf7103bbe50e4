import { Trans } from '@lingui/react/macro'
import { ContentPage, ContentSection } from '../content-page'
import { ArticleList } from './article-list'

/** /blog (docs/product.md#2-routes-and-screens): sample articles with a search box and Load More. */
export function BlogPage() {
  return (
    <ContentPage
      page="blog"
      intro={
        <Trans>
          Short, practical reads on mental health in African families, schools and workplaces, written to be shared.
        </Trans>
      }
    >
      <ContentSection title={<Trans>Latest Articles</Trans>}>
        <ArticleList />
      </ContentSection>
    </ContentPage>
  )
}
