import { Trans, useLingui } from '@lingui/react/macro'
import { useSampleAction } from '../content'
import { labelOf, qaCategories } from '../local-forms'
import type { QaItem } from './qa-questions'

/** One sample question with its professional answer and helpful count. */
export function QaQuestionCard({ item }: { item: QaItem }) {
  const { i18n } = useLingui()
  const sampleAction = useSampleAction()
  const { answer } = item
  const asker = item.asker
  const timeAgo = i18n._(item.timeAgo)
  const helpfulCount = answer.helpfulCount
  return (
    <article className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="grid gap-2">
        <span className="justify-self-start rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800">
          {labelOf(i18n, qaCategories, item.category)}
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{i18n._(item.question)}</h3>
        <p className="text-sm text-slate-600">
          <Trans>
            Asked by {asker} · {timeAgo}
          </Trans>
        </p>
      </div>
      <div className="grid gap-3 border-l-4 border-teal-700 pl-4">
        <div className="flex items-center gap-3">
          <img
            src={answer.responderImage}
            width={40}
            height={40}
            alt=""
            loading="lazy"
            decoding="async"
            className="rounded-full"
          />
          <p className="text-sm font-semibold text-slate-800">{i18n._(answer.responder)}</p>
        </div>
        <p className="text-slate-700">{i18n._(answer.content)}</p>
        <button type="button" onClick={sampleAction} className="button-secondary justify-self-start">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M7 10v11H3V10h4zm0 0 4-8a3 3 0 0 1 3 3v4h5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 17.7 21H7" />
          </svg>
          <Trans>Helpful ({helpfulCount})</Trans>
        </button>
      </div>
    </article>
  )
}
