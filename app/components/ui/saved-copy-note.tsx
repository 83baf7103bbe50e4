import { Trans, useLingui } from '@lingui/react/macro'
import { oldestStoredCopy, useStoredCopies } from '../../lib/offline/stored-copies'

/** 'Saved on this device · last updated …' when what is shown is the stored copy, else nothing. */
export function SavedCopyNote({ savedAt, className = '' }: { savedAt: number | null; className?: string }) {
  const { i18n } = useLingui()
  if (savedAt === null) return null
  const when = i18n.date(new Date(savedAt), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
  return (
    <p className={`rounded-md bg-slate-100 px-3 py-1.5 text-sm text-slate-700 ${className}`}>
      <Trans>Saved on this device · last updated {when}</Trans>
    </p>
  )
}

/** The note for the stored copies of API data shown under a snapshot key prefix (withSnapshot). */
export function StoredCopyNote({ prefix, className }: { prefix: string; className?: string }) {
  const savedAt = useStoredCopies((state) => oldestStoredCopy(state.savedAt, prefix))
  return <SavedCopyNote savedAt={savedAt} className={className} />
}
