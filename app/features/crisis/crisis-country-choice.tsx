import { useLingui } from '@lingui/react/macro'
import { controlClass } from '../../components/ui/control-classes'
import { Field } from '../../components/ui/field'
import { chooseCrisisCountry, isCountryCode, useCrisisCountry } from './crisis-country'
import { countries, countryCodes } from './helplines'

/** "Your country": its lines come first on this page and under Get Help; remembered on this device. */
export function CrisisCountryChoice() {
  const { t, i18n } = useLingui()
  const country = useCrisisCountry()
  return (
    <div className="max-w-xs">
      <Field label={t`Your country`} hint={t`Its numbers come first. Kept on this device only.`}>
        {(control) => (
          <select
            {...control}
            value={country}
            onChange={(event) => {
              if (isCountryCode(event.target.value)) chooseCrisisCountry(event.target.value)
            }}
            className={controlClass}
          >
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {i18n._(countries[code])}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  )
}
