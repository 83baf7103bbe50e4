import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { COUNTRIES } from '../../../../api/contract/regulators'
import {
  PLACE_ACCESS,
  PLACE_COSTS,
  PLACE_COUNTRIES,
  PLACE_KINDS,
  PLACE_SERVES,
  PLACE_SERVICES,
  PlaceInput,
  type AdminPlace,
} from '../../../../api/contract/schemas/places'
import { checkOnSubmit, useAppForm } from '../../../components/form/form-kit'
import { callServer } from '../../../components/form/server-field-errors'
import { DialogButtons, SmallDialog } from '../../../components/ui/small-dialog'
import { maxLengthOf } from '../../../lib/schema-limits'
import { accessLabels, costLabels, kindLabels, servesLabels, serviceLabels } from '../../places'
import { ChoiceBoxesField } from './choice-boxes-field'
import { emptyPlaceValues, placeBody, placeFormValues, placeProblems, type PlaceFormValues } from './place-form-values'
import { useSavePlace } from './use-place-changes'

const fields = PlaceInput.entries
const limits = {
  name: maxLengthOf(fields.name),
  town: maxLengthOf(fields.town),
  address: maxLengthOf(fields.address),
  hours: maxLengthOf(fields.hours),
  costNote: maxLengthOf(fields.costNote),
  source: maxLengthOf(fields.source),
}

type Props = { place: AdminPlace | null; onClose: () => void }

/**
 * Adds a place (`place` null) or edits one, every field checked with the contract's PlaceInput
 * before it is sent; the server's refusals (a safe house's name naming its town) show on their fields.
 */
export function PlaceFormDialog({ place, onClose }: Props) {
  const { t, i18n } = useLingui()
  const save = useSavePlace(place)
  const form = useAppForm({
    defaultValues: place ? placeFormValues(place) : emptyPlaceValues,
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) => {
        const problems = placeProblems(value)
        return problems ? { fields: problems } : undefined
      },
      onSubmitAsync: callServer((value: PlaceFormValues) => save.mutateAsync(placeBody(value))),
    },
    onSubmit: onClose,
  })
  const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, MessageDescriptor>) =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }))
  const countryOptions = PLACE_COUNTRIES.map((code) => ({ value: code, label: COUNTRIES[code].name }))
  const hiddenHint = t`For a safe house this is shown to admins only: the public listing gives its phone.`
  const staysSafeHouse = place?.kind === 'safe-house'

  return (
    <SmallDialog
      title={place ? <Trans>Edit this place</Trans> : <Trans>Add a place</Trans>}
      description={place ? place.name : <Trans>Places of care</Trans>}
      onClose={onClose}
    >
      <form.AppForm>
        <form.Form className="mt-4 grid gap-4">
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={t`Name`}
                hint={t`Shown to everyone, a safe house's too: no street, landmark or town in it.`}
                maxLength={limits.name}
              />
            )}
          </form.AppField>
          <form.AppField name="kind">
            {(field) => (
              <field.SelectField
                label={t`Kind of place`}
                placeholder={t`Choose one`}
                options={optionsOf(PLACE_KINDS, kindLabels)}
                disabled={staysSafeHouse}
                hint={
                  staysSafeHouse ? t`A safe house stays a safe house: retire it and add the place anew.` : undefined
                }
              />
            )}
          </form.AppField>
          <form.AppField name="country">
            {(field) => (
              <field.SelectField label={t`Country`} placeholder={t`Choose the country`} options={countryOptions} />
            )}
          </form.AppField>
          {/* Not kept in the browser's form history: a safe house's would be offered back, on the
              public /places filter's `town` too, to anyone using this browser. */}
          <form.AppField name="town">
            {(field) => (
              <field.TextField label={t`Town`} hint={hiddenHint} maxLength={limits.town} autoComplete="off" />
            )}
          </form.AppField>
          <form.AppField name="address">
            {(field) => (
              <field.TextField label={t`Address`} hint={hiddenHint} maxLength={limits.address} autoComplete="off" />
            )}
          </form.AppField>
          <form.AppField name="phones">
            {(field) => (
              <field.TextAreaField
                label={t`Phone numbers`}
                hint={t`One a line; Kenya when no country code is given.`}
                rows={2}
              />
            )}
          </form.AppField>
          <form.AppField name="hours">
            {(field) => <field.TextField label={t`Opening hours`} maxLength={limits.hours} />}
          </form.AppField>
          <form.AppField name="languages">
            {(field) => <field.TextField label={t`Languages`} hint={t`Separated by commas, e.g. English, Swahili`} />}
          </form.AppField>
          <form.AppField name="services">
            {() => <ChoiceBoxesField legend={t`Services`} options={optionsOf(PLACE_SERVICES, serviceLabels)} />}
          </form.AppField>
          <form.AppField name="serves">
            {() => <ChoiceBoxesField legend={t`Who it serves`} options={optionsOf(PLACE_SERVES, servesLabels)} />}
          </form.AppField>
          <form.AppField name="cost">
            {(field) => (
              <field.SelectField
                label={t`Cost`}
                placeholder={t`Choose one`}
                options={optionsOf(PLACE_COSTS, costLabels)}
              />
            )}
          </form.AppField>
          <form.AppField name="costNote">
            {(field) => <field.TextField label={t`Cost note (optional)`} maxLength={limits.costNote} />}
          </form.AppField>
          <form.AppField name="access">
            {(field) => (
              <field.SelectField
                label={t`The way in`}
                placeholder={t`Choose one`}
                options={optionsOf(PLACE_ACCESS, accessLabels)}
              />
            )}
          </form.AppField>
          <form.AppField name="source">
            {(field) => (
              <field.TextField
                label={t`Source`}
                hint={t`A link or the name of a publication`}
                maxLength={limits.source}
              />
            )}
          </form.AppField>
          <form.AppField name="checkedOn">
            {(field) => <field.TextField type="date" label={t`Checked on`} />}
          </form.AppField>
          <form.FailureAlert error={save.error} fallback={t`The place could not be saved. Please try again.`} />
          <DialogButtons>
            <button type="button" className="button-secondary" onClick={onClose}>
              <Trans>Back</Trans>
            </button>
            <form.SubmitButton pendingLabel={<Trans>Saving...</Trans>} className="button-primary disabled:opacity-60">
              {place ? <Trans>Save changes</Trans> : <Trans>Add the place</Trans>}
            </form.SubmitButton>
          </DialogButtons>
        </form.Form>
      </form.AppForm>
    </SmallDialog>
  )
}
