import { Trans, useLingui } from '@lingui/react/macro'
import { COUNTRIES, REGULATORS, type Country } from '../../../../api/contract/regulators'
import { VerificationInput, type Verification } from '../../../../api/contract/schemas/verification'
import { checkOnSubmit, useAppForm } from '../../../components/form/form-kit'
import { callServer } from '../../../components/form/server-field-errors'
import { useOnline } from '../../../lib/use-online'
import { readAsDataUrl } from '../read-as-data-url'
import { maxLengthOf } from '../../../lib/schema-limits'
import { LicenceFileField } from './licence-file-field'
import { useSubmitVerification } from './use-submit-verification'
import {
  detailsProblems,
  documentProblem,
  needsRegulatorName,
  verificationDetails,
  verificationFormValues,
  type VerificationFormValues,
} from './verification-values'

// Limits straight from the contract's VerificationInput (a pipe whose first step is the object).
const detailFields = VerificationInput.pipe[0].entries
const limits = {
  regulatorName: maxLengthOf(detailFields.regulatorName),
  registrationNumber: maxLengthOf(detailFields.registrationNumber),
}
const countryOptions = Object.entries(COUNTRIES).map(([code, country]) => ({ value: code, label: country.name }))
const isCountry = (value: string | undefined): value is Country =>
  value !== undefined && Object.hasOwn(COUNTRIES, value)

/**
 * The licence details for an admin to check (docs/product.md#15-trust), validated with the
 * contract's VerificationInput: the country narrows the regulators, "Other" asks for the
 * regulator's name, and the file is checked by type and size before it is read. Its page draws
 * it anew from each answer, so after sending it shows what was sent.
 */
export function VerificationForm({ verification }: { verification: Verification }) {
  const { t } = useLingui()
  const online = useOnline()
  const submit = useSubmitVerification()
  const form = useAppForm({
    defaultValues: verificationFormValues(verification),
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) => {
        const fields = detailsProblems(value)
        return fields ? { fields } : undefined
      },
      onSubmitAsync: callServer(async (value: VerificationFormValues) => {
        const details = verificationDetails(value)
        const body = value.document ? { ...details, document: await readAsDataUrl(value.document) } : details
        await submit.mutateAsync(body)
      }),
    },
  })

  const regulatorOptions = (country: string | undefined) =>
    isCountry(country)
      ? REGULATORS.filter((regulator) => regulator.country === country).map((regulator) => ({
          value: regulator.id,
          label: needsRegulatorName(regulator.id) ? t`Other (not in this list)` : regulator.name,
        }))
      : []

  return (
    <form.AppForm>
      <form.Form className="grid max-w-2xl gap-5 sm:grid-cols-2">
        <form.AppField name="country" listeners={{ onChange: () => form.setFieldValue('regulator', undefined) }}>
          {(field) => (
            <field.SelectField label={t`Country`} placeholder={t`Choose the country`} options={countryOptions} />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.country}>
          {(country) => (
            <form.AppField name="regulator">
              {(field) => (
                <field.SelectField
                  label={t`Regulator`}
                  placeholder={isCountry(country) ? t`Choose the body that licensed you` : t`Choose the country first`}
                  options={regulatorOptions(country)}
                />
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.Subscribe selector={(state) => needsRegulatorName(state.values.regulator)}>
          {(named) =>
            named ? (
              <div className="sm:col-span-2">
                <form.AppField name="regulatorName">
                  {(field) => <field.TextField label={t`Name of the regulator`} maxLength={limits.regulatorName} />}
                </form.AppField>
              </div>
            ) : null
          }
        </form.Subscribe>
        <form.AppField name="registrationNumber">
          {(field) => (
            <field.TextField label={t`Registration or licence number`} maxLength={limits.registrationNumber} />
          )}
        </form.AppField>
        <form.AppField name="licenceExpiresOn">
          {(field) => <field.TextField type="date" label={t`Licence expiry date`} />}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="document" validators={{ onChange: ({ value }) => documentProblem(value) }}>
            {() => <LicenceFileField replacing={verification.document !== null} />}
          </form.AppField>
        </div>
        <div className="grid gap-3 sm:col-span-2">
          <form.FailureAlert error={submit.error} fallback={t`Could not send your details. Please try again.`} />
          {online ? null : (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              <Trans>
                You are offline. Sending your licence details needs a connection: try again once you are back online.
              </Trans>
            </p>
          )}
          <form.SubmitButton
            pendingLabel={<Trans>Sending...</Trans>}
            disabled={!online}
            className="button-primary w-full disabled:opacity-60 sm:w-auto"
          >
            <Trans>Send for checking</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
