import { Trans } from '@lingui/react/macro'
import { CardGrid } from '../content-card'
import { ContentPage, ContentSection } from '../content-page'
import { GroupCard } from './group-card'
import { supportGroups as sample } from './groups'
import { pageDataKey, useStoredData } from '../../../lib/offline/use-stored-data'
import { QuickExit } from '../../quick-exit'

/** /support-groups (docs/product.md#2-routes-and-screens): six sample groups, each Open or Waitlist. */
export function SupportGroupsPage() {
  const supportGroups = useStoredData(pageDataKey('supportGroups', 'supportGroups'), sample)
  return (
    <>
      <QuickExit />
      <ContentPage
        page="supportGroups"
        intro={
          <Trans>
            Small groups led by trained facilitators, where people with shared experiences support one another.
          </Trans>
        }
      >
        <ContentSection title={<Trans>Available Groups</Trans>}>
          <CardGrid>
            {supportGroups.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} />
              </li>
            ))}
          </CardGrid>
        </ContentSection>
      </ContentPage>
    </>
  )
}
