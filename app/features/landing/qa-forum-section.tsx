import { Trans } from '@lingui/react/macro'
import { useSampleAction } from '../content'
import { QaAskFormSlot } from '../local-forms'
import { LandingSection } from './landing-section'
import { QaQuestionCard } from './qa-question-card'
import { qaItems } from './qa-questions'

/** The Q&A forum (docs/product.md#2-routes-and-screens): sample questions and answers, and a local-only ask form. */
export function QaForumSection() {
  const sampleAction = useSampleAction()
  return (
    <LandingSection
      id="qa-forum"
      tone="tint"
      title={<Trans>Q&A Forum</Trans>}
      intro={<Trans>Sample questions, answered by mental health professionals.</Trans>}
    >
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <div className="grid gap-5 lg:col-span-2">
          {qaItems.map((item) => (
            <QaQuestionCard key={item.id} item={item} />
          ))}
          <button type="button" onClick={sampleAction} className="button-secondary justify-self-start">
            <Trans>View all questions</Trans>
          </button>
        </div>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">
            <Trans>Ask a Question</Trans>
          </h3>
          <p className="text-sm text-slate-700">
            <Trans>For now a question stays on this device: it is not published and nobody answers it.</Trans>
          </p>
          <QaAskFormSlot />
        </div>
      </div>
    </LandingSection>
  )
}
