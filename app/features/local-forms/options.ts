import type { I18n, MessageDescriptor } from '@lingui/core'
import type { SelectOption } from '../../components/form/select-field'

/** One choice of a local form's select: the value kept and its label in the reader's language. */
export type Option = { readonly value: string; readonly label: MessageDescriptor }

/** The values of a list of options, typed as their union (what v.picklist checks against). */
export function valuesOf<O extends readonly Option[]>(options: O): O[number]['value'][] {
  return options.map((option) => option.value)
}

/** The options as SelectField wants them, translated. */
export function selectOptions(i18n: I18n, options: readonly Option[]): SelectOption[] {
  return options.map((option) => ({ value: option.value, label: i18n._(option.label) }))
}

/** The translated label of one value. */
export function labelOf(i18n: I18n, options: readonly Option[], value: string): string {
  const option = options.find((candidate) => candidate.value === value)
  return option ? i18n._(option.label) : value
}
