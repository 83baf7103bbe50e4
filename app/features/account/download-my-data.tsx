import { Trans } from '@lingui/react/macro'
import { useDownloadMyData } from './use-download-my-data'

/** Download my data: what the file holds in one sentence, and the button that saves it. */
export function DownloadMyData() {
  const download = useDownloadMyData()
  return (
    <div className="grid justify-items-start gap-4">
      <p className="text-slate-700">
        <Trans>
          A JSON file with your account, your bookings and your notes on them, your activity and, for professionals,
          your profile, hours, session notes and licence check.
        </Trans>
      </p>
      <button
        type="button"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        className="button-secondary disabled:opacity-60"
      >
        {download.isPending ? <Trans>Preparing your file...</Trans> : <Trans>Download my data</Trans>}
      </button>
    </div>
  )
}
