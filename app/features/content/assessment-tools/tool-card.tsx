import { Trans, useLingui } from '@lingui/react/macro'
import { ContentCard } from '../content-card'
import { ProgressBar } from './progress-bar'
import type { Tool } from './tools'

/** One sample assessment. Nothing is saved anywhere, so every one starts (and stays) at 0%. */
export function ToolCard({ tool }: { tool: Tool }) {
  const { t, i18n } = useLingui()
  const name = i18n._(tool.name)
  const { questions, minutes } = tool
  return (
    <ContentCard title={name} action={<Trans>Start Assessment</Trans>}>
      <p>{i18n._(tool.description)}</p>
      <p className="text-slate-600">
        <Trans>
          {questions} questions · about {minutes} min
        </Trans>
      </p>
      <ProgressBar value={0} label={t`${name} progress`} />
    </ContentCard>
  )
}
