import { useLingui } from '@lingui/react/macro'
import { zoneName } from '../../../api/contract/time'
import { choosePersonZone, usePersonZone, zoneChoices } from '../../lib/time/person-zone'
import { controlClass } from './control-classes'
import { Field } from './field'

/** "Your time zone": EAT, CAT, WAT and the device's own; the choice is remembered on this device. */
export function TimeZoneChoice() {
  const { t } = useLingui()
  const zone = usePersonZone()
  const choices = zoneChoices()
  const options = choices.includes(zone) ? choices : [...choices, zone]
  return (
    <Field label={t`Your time zone`}>
      {(control) => (
        <select
          {...control}
          value={zone}
          onChange={(event) => choosePersonZone(event.target.value)}
          className={controlClass}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {`${zoneName(option)} (${option})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
