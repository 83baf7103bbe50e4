import { Trans } from '@lingui/react/macro'
import { chooseSaveData, useSaveData } from '../lib/save-data/save-data'

/**
 * "Save data" (issue 20), in the footer and on /account: a checkbox announced as a switch, its
 * whole row a 44 px target; while on, a line says what it changes, so the person sees it is on.
 */
export function SaveDataSwitch({ hintClass }: { hintClass: string }) {
  const on = useSaveData()
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => chooseSaveData(event.target.checked)}
          className="size-5 accent-teal-600"
        />
        <Trans>Save data</Trans>
      </label>
      {on ? (
        <p className={`text-sm ${hintClass}`}>
          <Trans>Save data is on: photos load when you tap them, and pages download only when you open them.</Trans>
        </p>
      ) : null}
    </div>
  )
}
