import { useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SlotsAnswer } from '../../../api/contract/schemas/availability'
import { zoneName } from '../../../api/contract/time'
import { useFieldContext } from '../../components/form/form-contexts'
import { SelectField, type SelectOption } from '../../components/form/select-field'
import { TimeField } from '../../components/form/time-field'
import { timeInZone } from '../../lib/time/format'
import { isShownDay } from './free-days'
import { freeTimesQueryOptions } from './slots-queries'

type Props = {
  professionalId: number
  date: string
  /** The first of the days shown, and their free times (one call for all of them). */
  firstDate: string
  shownDays: UseQueryResult<SlotsAnswer>
  zone: string
}

/**
 * The time of Book a Session, inside its form.AppField: a choice among the chosen day's free
 * times in the person's zone when the professional has set hours ("10:00 EAT"); otherwise, or
 * while that is unknown or cannot be read, any time (the server checks it). A day beyond those
 * shown is asked for on its own.
 */
export function FreeTimeField({ professionalId, date, firstDate, shownDays, zone }: Props) {
  const { t } = useLingui()
  const field = useFieldContext<string | undefined>()
  const later = date !== '' && !isShownDay(date, firstDate)
  const laterDay = useQuery({ ...freeTimesQueryOptions(professionalId, date, zone), enabled: later })
  const answer = later ? laterDay : shownDays
  const choosing = shownDays.data?.hoursSet === true && !answer.isError
  const ready = choosing && date !== '' && answer.data !== undefined && !answer.isPlaceholderData
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
