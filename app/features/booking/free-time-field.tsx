import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { zoneName } from '../../../api/contract/time'
import { useFieldContext } from '../../components/form/form-contexts'
import { SelectField, type SelectOption } from '../../components/form/select-field'
import { TimeField } from '../../components/form/time-field'
import { timeInZone } from '../../lib/time/format'
import { freeTimesQueryOptions } from './queries'

type Props = { professionalId: number; date: string; firstDate: string; zone: string }

/**
 * The time of Book a Session, inside its form.AppField: a choice among the chosen day's free
 * times in the person's zone when the professional has set hours ("10:00 EAT"); otherwise, or
 * while that is unknown or cannot be read, any time (the server checks it).
 */
export function FreeTimeField({ professionalId, date, firstDate, zone }: Props) {
  const { t } = useLingui()
  const field = useFieldContext<string | undefined>()
  const answer = useQuery(freeTimesQueryOptions(professionalId, date || firstDate, zone))
  const choosing = answer.data?.hoursSet === true && !answer.isError
  const ready = choosing && date !== '' && !answer.isPlaceholderData
  const options: SelectOption[] = ready
    ? (answer.data?.slots ?? [])
        .filter((slot) => slot.sessionDate === date)
        .map((slot) => ({ value: slot.sessionTime, label: timeInZone(new Date(slot.startsAt), zone) }))
    : []
  const time = field.state.value ?? ''
  // A time typed before, or free on another day or in another zone, is not on offer: choose again.
  const stale = choosing && time !== '' && !options.some((option) => option.value === time)
  useEffect(() => {
    if (stale) field.setValue('')
  }, [stale, field])

  const label = t`Time`
  if (!choosing) {
    const zoneLabel = zoneName(zone)
    return <TimeField label={label} hint={t`Time in ${zoneLabel}`} />
  }
  const placeholder =
    date === ''
      ? t`Choose a date first`
      : !ready
        ? t`Loading free times...`
        : options.length === 0
          ? t`No free times on this day`
          : t`Choose a time`
  return <SelectField label={label} placeholder={placeholder} options={options} />
}
