import { Trans } from '@lingui/react/macro'

/**
 * The directory (#directory) on the landing page. Placeholder: the directory issue adds the
 * filters, the list from GET /api/professionals and the Book Now dialog (loaded on demand).
 */
export function DirectorySection() {
  return (
    <section id="directory" aria-labelledby="directory-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="directory-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Find a Professional</Trans>
        </h2>
      </div>
    </section>
  )
}
