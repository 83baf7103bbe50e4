import { Trans } from '@lingui/react/macro'

/** How far through an assessment one is, as a labelled progress bar with its percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span>
          <Trans>Progress</Trans>
        </span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}
