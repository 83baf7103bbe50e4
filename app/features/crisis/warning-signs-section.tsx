import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { ContentSection } from '../content'
import { warningSigns, whatToDo } from './warning-signs'
import { pageDataKey, useStoredData } from '../../lib/offline/use-stored-data'

const signs = { warningSigns, whatToDo }

function SignList({ title, items }: { title: ReactNode; items: MessageDescriptor[] }) {
  const { i18n } = useLingui()
  return (
    <div className="grid content-start gap-3 rounded-lg border border-slate-300 p-4 sm:p-5">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <ul className="grid list-disc gap-2 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
    </div>
  )
}

/** Signs that someone may be at risk of suicide, and what to do. */
export function WarningSignsSection() {
  const { warningSigns, whatToDo } = useStoredData(pageDataKey('crisisResources', 'warning-signs'), signs)
  return (
    <ContentSection id="warning-signs" title={<Trans>Warning signs</Trans>}>
      <div className="grid gap-4 md:grid-cols-2">
        <SignList title={<Trans>Signs that someone may be at risk of suicide</Trans>} items={warningSigns} />
        <SignList title={<Trans>What you can do</Trans>} items={whatToDo} />
      </div>
    </ContentSection>
  )
}
