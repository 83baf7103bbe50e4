import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { chooseSaveData, useSaveData } from '../lib/save-data/save-data'

type Props = { tone: 'dark' | 'light' }

const toneClasses = {
  dark: { label: 'text-white', hint: 'text-slate-300' },
  light: { label: 'text-slate-900', hint: 'text-slate-600' },
} as const

/**
 * "Save data" (issue 20), in the footer and on /account: a native checkbox drawn as a switch, its
 * whole row a 44 px target. While on, the hint says what it changes, so the person sees it is on.
 */
export function SaveDataSwitch({ tone }: Props) {
  const on = useSaveData()
  const hintId = useId()
  const classes = toneClasses[tone]
  return (
    <div>
      <label className={`flex min-h-11 cursor-pointer items-center gap-3 ${classes.label}`}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => chooseSaveData(event.target.checked)}
          aria-describedby={hintId}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors peer-checked:bg-teal-600 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-400 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
        />
        <span className="font-medium">
          <Trans>Save data</Trans>
        </span>
      </label>
      <p id={hintId} className={`text-sm ${classes.hint}`}>
        {on ? (
          <Trans>Save data is on: photos load when you tap them, and pages download only when you open them.</Trans>
        ) : (
          <Trans>Turn it on to load photos only when you tap them and download pages only when you open them.</Trans>
        )}
      </p>
    </div>
  )
}
