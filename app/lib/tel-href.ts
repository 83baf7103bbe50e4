/**
 * A phone number as typed ("0712 345 678", "+254 (722) 178-177") as a tel: link, or null when it
 * is not one: 3 to 15 digits after an optional +, with spaces, dots, dashes and brackets between.
 */
export function telHref(typed: string): string | null {
  const trimmed = typed.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/[^\d]/g, '')
  if (digits.length < 3 || digits.length > 15) return null
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}
