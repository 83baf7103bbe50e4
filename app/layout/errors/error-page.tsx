import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CrisisLink } from './crisis-link'
import { failedChunkUrl } from '../../lib/failed-chunk'
import { useChunkRecovery, type ChunkRecovery } from './use-chunk-recovery'

/**
 * Any error a page throws, in place of the page (inside the header and footer): what happened in
 * the reader's language, Try again, and the crisis lines. A file of the app that did not load
 * recovers by itself (useChunkRecovery).
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const chunkUrl = failedChunkUrl(error)
  const recovery = useChunkRecovery(chunkUrl)
  const tryAgain = () => {
    if (chunkUrl) return window.location.reload()
    reset()
    void router.invalidate()
  }
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {recovery === 'offline' ? <Trans>You are offline</Trans> : <Trans>This page could not be shown</Trans>}
      </h1>
      <p className="mt-4 text-slate-700">{explanation(recovery)}</p>
      {recovery !== 'reloading' && (
        <button type="button" className="button-primary mt-8" onClick={tryAgain}>
          <Trans>Try again</Trans>
        </button>
      )}
      <CrisisLink />
    </div>
  )
}

function explanation(recovery: ChunkRecovery): ReactNode {
  if (recovery === 'offline')
    return (
      <Trans>This part of the app is not on this device yet. It opens by itself when the connection returns.</Trans>
    )
  if (recovery === 'reloading' || recovery === 'checking') return <Trans>Loading the latest version of the app…</Trans>
  return <Trans>An error stopped this page. Try again, or open another page.</Trans>
}
