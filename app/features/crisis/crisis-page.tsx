import { Trans } from '@lingui/react/macro'
import { HydrateLater } from '../../components/hydrate-later'
import { ContentPage } from '../content'
import { QuickExit } from '../quick-exit'
import { HelplinesSection } from './helplines-section'
import { ImmediateHelpSection } from './immediate-help-section'
import { SafetyPlanSection } from './safety-plan-section'
import { TextSupportSection } from './text-support-section'
import { WarningSignsSection } from './warning-signs-section'

/** /crisis-resources: light (no images), numbers first, big tap targets, a safety plan kept on the phone. */
export function CrisisPage() {
  return (
    <>
      <QuickExit />
      <ContentPage
        page="crisisResources"
        intro={
          <Trans>
            You are not alone. If you are thinking about ending your life, or are worried about someone, help is one
            call away. Calls and texts need no mobile data.
          </Trans>
        }
      >
        <ImmediateHelpSection />
        <HydrateLater>
          <HelplinesSection />
        </HydrateLater>
        <HydrateLater>
          <TextSupportSection />
        </HydrateLater>
        <HydrateLater>
          <WarningSignsSection />
        </HydrateLater>
        <HydrateLater>
          <SafetyPlanSection />
        </HydrateLater>
      </ContentPage>
    </>
  )
}
