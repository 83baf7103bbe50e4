import { Trans, useLingui } from '@lingui/react/macro'
import type { QueryKey } from '@tanstack/react-query'
import { useStoredCopyTime } from '../../lib/offline/use-stored-copy-time'
import { dateTimeText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'

type NoteProps = { savedAt: number | null; className?: string }

/** 'Saved on this device · last updated …' when what is shown is the stored copy, else nothing. */
export function SavedCopyNote({ savedAt, className = '' }: NoteProps) {
  // Without a note the device's zone is not looked up (lib/time/format.ts, deviceTimeZone).
  return savedAt === null ? null : <SavedAtNote savedAt={savedAt} className={className} />
}

function SavedAtNote({ savedAt, className }: { savedAt: number; className: string }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const when = dateTimeText(i18n, new Date(savedAt), zone)
  return (
    <p className={`rounded-md bg-slate-100 px-3 py-1.5 text-sm text-slate-700 ${className}`}>
      <Trans>Saved on this device · last updated {when}</Trans>
    </p>
  )
}

/** The note for the stored copies shown by the queries under some query keys (their `dataUpdatedAt`). */
export function StoredCopyNote({ queryKeys, className }: { queryKeys: readonly QueryKey[]; className?: string }) {
  const savedAt = useStoredCopyTime(queryKeys)
  return <SavedCopyNote savedAt={savedAt} className={className} />
}
