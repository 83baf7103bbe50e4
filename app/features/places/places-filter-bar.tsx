import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { controlClass } from '../../components/ui/control-classes'
import { Field } from '../../components/ui/field'
import { setFiltersOnly, type PlacesFilters, type PlacesFiltersUpdate } from './filters'
import { countryLabels, kindLabels } from './labels'

type Props = {
  filters: PlacesFilters
  /** `replace`: the change is no step of its own for Back (the typed words). */
  onChange: (update: PlacesFiltersUpdate, options?: { replace: boolean }) => void
}

type Texts = { q: string; town: string; language: string }
const textsOf = (filters: PlacesFilters): Texts => ({
  q: filters.q ?? '',
  town: filters.town ?? '',
  language: filters.language ?? '',
})
const sameTexts = (one: Texts, other: Texts) =>
  one.q === other.q && one.town === other.town && one.language === other.language

/**
 * /places's search form. Kind, country and Free only filter as soon as they change; the words
 * (search, town, language) apply together on Search or Enter.
 */
export function PlacesFilterBar({ filters, onChange }: Props) {
  const { t } = useLingui()
  const [texts, setTexts] = useState(() => textsOf(filters))
  // When the words change from outside (Back, a link), the boxes show them.
  const [shown, setShown] = useState(() => textsOf(filters))
  const fromUrl = textsOf(filters)
  if (!sameTexts(fromUrl, shown)) {
    setShown(fromUrl)
    setTexts(fromUrl)
  }
  const freeId = useId()
  const text = (name: keyof Texts, label: ReactNode, placeholder?: string) => (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type={name === 'q' ? 'search' : 'text'}
          name={name}
          maxLength={100}
          value={texts[name]}
          placeholder={placeholder}
          onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
          className={controlClass}
        />
      )}
    </Field>
  )

  return (
    <form
      role="search"
      aria-label={t`Search places of care`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault()
        const typed = { q: texts.q.trim(), town: texts.town.trim(), language: texts.language.trim() }
        onChange((current) => setFiltersOnly({ ...current, ...typed }), { replace: true })
      }}
    >
      {text('q', <Trans>Search places</Trans>, t`Name, service or town`)}
      <Choice
        label={<Trans>Kind of place</Trans>}
        all={t`All kinds`}
        labels={kindLabels}
        value={filters.kind}
        onChange={(kind) => onChange((current) => setFiltersOnly({ ...current, kind }))}
      />
      <Choice
        label={<Trans>Country</Trans>}
        all={t`All countries`}
        labels={countryLabels}
        value={filters.country}
        onChange={(country) => onChange((current) => setFiltersOnly({ ...current, country }))}
      />
      {text('town', <Trans>Town</Trans>)}
      {text('language', <Trans>Language spoken</Trans>)}
      <div className="flex items-center gap-3 self-end">
        <input
          id={freeId}
          type="checkbox"
          name="cost"
          checked={filters.cost === 'free'}
          onChange={(event) => {
            const cost = event.target.checked ? 'free' : undefined
            onChange((current) => setFiltersOnly({ ...current, cost }))
          }}
          className="size-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={freeId} className="py-3 text-sm font-medium text-slate-800">
          <Trans>Free only</Trans>
        </label>
      </div>
      <button type="submit" className="button-primary sm:col-span-full sm:justify-self-start">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}

/** A select of fixed values; its first option ("All ...") is no filter. */
function Choice<T extends string>({
  label,
  all,
  labels,
  value,
  onChange,
}: {
  label: ReactNode
  all: string
  labels: Record<T, MessageDescriptor>
  value: T | undefined
  onChange: (value: T | undefined) => void
}) {
  const { i18n } = useLingui()
  const values = Object.keys(labels) as T[]
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(values.find((known) => known === event.target.value))}
          className={controlClass}
        >
          <option value="">{all}</option>
          {values.map((known) => (
            <option key={known} value={known}>
              {i18n._(labels[known])}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
