import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { pageQueryKey } from '../../lib/offline/use-stored-data'
import { contentPages, type ContentPageKey } from './content-pages'

/** A static content page: its h1 (the title the footer links with), an introduction, its sections. */
export function ContentPage({
  page,
  intro,
  children,
}: {
  page: ContentPageKey
  intro?: ReactNode
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {i18n._(contentPages[page].title)}
      </h1>
      <StoredCopyNote queryKeys={[pageQueryKey(page)]} className="mt-4" />
      {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
      <div className="mt-10 grid gap-12">{children}</div>
    </div>
  )
}

/** A titled part of a content page (h2), for pages read top to bottom. */
export function ContentSection({ id, title, children }: { id?: string; title: ReactNode; children: ReactNode }) {
  const titleId = useId()
  return (
    <section id={id} aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
