import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { controlClass } from '../../components/ui/control-classes'
import type { SearchState } from './use-search'

type SearchBoxProps = {
  search: SearchState
  label: ReactNode
  placeholder?: string
  /** What the search found ('3 articles found'), shown and announced while there is a query. */
  status: ReactNode
}

/** A content page's search box: it filters the sample list as one types (nothing is sent anywhere). */
export function SearchBox({ search: { query, setQuery, setInput }, label, placeholder, status }: SearchBoxProps) {
  const inputId = useId()
  const labelId = useId()
  return (
    <div role="search" aria-labelledby={labelId} className="grid max-w-xl gap-1.5">
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={setInput}
        id={inputId}
        type="search"
        autoComplete="off"
        maxLength={100}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder}
        className={controlClass}
      />
      {/* Always in the page, so screen readers announce its changes. */}
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {query.trim() ? status : null}
      </p>
    </div>
  )
}

/** What a search that found nothing shows, with the way back to the whole list. */
export function SearchEmpty({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="text-slate-700">{children}</p>
      <button type="button" onClick={onClear} className="button-secondary mt-4">
        <Trans>Clear search</Trans>
      </button>
    </div>
  )
}
