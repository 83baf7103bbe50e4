import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import { controlClass, FilterSelect } from './filter-select'
import {
  filterDefinitions,
  withFilter,
  withSearch,
  withVerifiedOnly,
  type DirectoryFilters,
  type FilterName,
  type FiltersUpdate,
} from './filters'

type Props = {
  filters: DirectoryFilters
  /** `replace`: the change is no step of its own for Back (the search box's changes). */
  onChange: (update: FiltersUpdate, options?: { replace: boolean }) => void
}

/**
 * The directory's search form. Selects and Verified only filter as soon as they change; the text
 * applies on Search or Enter, and emptying the box drops the search at once. On small screens More
 * Filters shows or hides Location and Language (both always show from the md breakpoint, where the
 * button is not needed and hidden).
 */
export function DirectoryFilterBar({ filters, onChange }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState(filters.q ?? '')
  // When the search changes from outside (Back, a link), the box shows it; a search the box already
  // says (give or take spaces) leaves what was typed alone.
  const [shownQ, setShownQ] = useState(filters.q)
  if (filters.q !== shownQ) {
    setShownQ(filters.q)
    if (withSearch({}, text).q !== filters.q) setText(filters.q ?? '')
  }
  const [moreOpen, setMoreOpen] = useState(false)
  const searchId = useId()
  const moreId = useId()
  const verifiedId = useId()
  // On the prerendered landing the controls wait for the app to take over (what is chosen before is lost).
  const disabled = !useHydrated()
  const hiddenActive = moreOpen ? 0 : [filters.location, filters.language].filter(Boolean).length
  const select = (name: FilterName) => (
    <FilterSelect
      definition={filterDefinitions[name]}
      value={filters[name]}
      onChange={(value) => onChange((current) => withFilter(current, name, value))}
      disabled={disabled}
    />
  )

  return (
    <form
      role="search"
      aria-label={t`Search the directory`}
      className="mt-8 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        onChange((current) => withSearch(current, text), { replace: true })
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          <Trans>Search professionals</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          name="q"
          maxLength={100}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const value = event.target.value
            setText(value)
            // An emptied box (typed away or its clear button) is no search at once, without pressing Search.
            if (!value.trim() && filters.q) onChange((current) => withSearch(current, ''), { replace: true })
          }}
          placeholder={t`Name, title or keyword`}
          className={controlClass}
        />
      </div>
      {select('specialty')}
      <div id={moreId} className={moreOpen ? 'contents' : 'hidden md:contents'}>
        {select('location')}
        {select('language')}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          disabled={disabled}
          onClick={() => setMoreOpen((open) => !open)}
          className="button-secondary flex-1 md:hidden"
        >
          <Trans>More Filters</Trans>
          {hiddenActive > 0 && <span>({hiddenActive})</span>}
        </button>
        <button type="submit" disabled={disabled} className="button-primary flex-1">
          <Trans>Search</Trans>
        </button>
      </div>
      <div className="flex items-center gap-3 md:col-span-full">
        <input
          id={verifiedId}
          type="checkbox"
          name="verified"
          checked={filters.verified !== false}
          disabled={disabled}
          onChange={(event) => {
            const verifiedOnly = event.target.checked
            onChange((current) => withVerifiedOnly(current, verifiedOnly))
          }}
          className="size-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={verifiedId} className="py-3 text-sm font-medium text-slate-800">
          <Trans>Verified only</Trans>
        </label>
      </div>
    </form>
  )
}
