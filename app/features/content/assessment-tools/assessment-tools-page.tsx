import { Trans } from '@lingui/react/macro'
import { CardGrid } from '../content-card'
import { ContentPage, ContentSection } from '../content-page'
import { AssessmentDisclaimer } from './assessment-disclaimer'
import { ToolCard } from './tool-card'
import { tools as sample } from './tools'
import { pageDataKey, useStoredData } from '../../../lib/offline/use-stored-data'
import { QuickExit } from '../../quick-exit'

/** /assessment-tools (docs/product.md#2-routes-and-screens): the disclaimer first, then six sample tools at 0%. */
export function AssessmentToolsPage() {
  const tools = useStoredData(pageDataKey('assessmentTools', 'tools'), sample)
  return (
    <>
      <QuickExit />
      <ContentPage
        page="assessmentTools"
        intro={<Trans>Short self-checks to help you notice how you have been feeling lately.</Trans>}
      >
        <AssessmentDisclaimer />
        <ContentSection title={<Trans>Choose an Assessment</Trans>}>
          <CardGrid>
            {tools.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </CardGrid>
        </ContentSection>
      </ContentPage>
    </>
  )
}
