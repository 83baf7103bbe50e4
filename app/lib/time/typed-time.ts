const two = (n: number) => String(n).padStart(2, '0')

/**
 * What a person typed into a time field, on the 24-hour clock: "930", "9.30", "9:30" and "0930"
 * are "09:30", "16" is "16:00". Anything that is not a time comes back as typed, for the form's
 * own check to refuse.
 */
export function twentyFourHourTime(typed: string): string {
  const text = typed.trim()
  const match = /^(\d{1,2})(?:[:.h ]?(\d{2}))?$/.exec(text)
  if (!match) return text
  const hour = Number(match[1])
  const minute = Number(match[2] ?? '0')
  return hour <= 23 && minute <= 59 ? `${two(hour)}:${two(minute)}` : text
}
