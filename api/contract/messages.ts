// The exact wording of docs/product.md#9-messages-and-toasts. The server answers with these
// English texts; the app translates them through Lingui by looking the text up in its catalog.
export const messages = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  confirmPasswordMin: 'Confirm password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  roleRequired: 'Please select your account type',
  titleRequired: 'Please select your professional title',
  titleOnlyForProfessionals: 'Only professional accounts have a title',
  dateRequired: 'Please select a date',
  dateInvalid: 'Please select a valid date',
  dateInPast: 'Please select a date that is not in the past',
  timeRequired: 'Please select a time',
  timeInvalid: 'Please select a valid time',
  sessionTypeRequired: 'Please select a session type',
  imageTooLarge: 'Image size should not exceed 2MB',
  imageInvalid: 'Please choose a JPG, PNG, GIF or WebP image',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'This username is already taken',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  notSignedIn: 'Please log in to continue',
  authenticationRequired: 'Please log in to book a session',
  professionalsCannotBook: 'Professionals cannot book sessions with other professionals',
  professionalsOnly: 'Only professionals can do this',
  professionalNotFound: 'Professional not found',
  bookingNotFound: 'Booking not found',
  illegalTransition: 'This booking cannot change from {from} to {to}',
  slotTaken: 'You already have a confirmed session at this date and time',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
  notJson: 'Request body must be JSON (Content-Type: application/json)',
  malformedJson: 'Request body is not valid JSON',
  bodyNotUtf8: 'Request body is not valid UTF-8',
  duplicateKey: 'Request body has the key "{key}" twice',
  illFormedText: 'The text of "{field}" is not valid Unicode',
  bodyTooLarge: 'Request body is too large',
  crossOrigin: 'Cross-origin requests are not allowed',
  notFound: 'Not found',
  unknownField: 'Unknown field',
  serverBusy: 'The server is busy. Please try again in a moment.',
  httpsRequired: 'Please open this site with its secure https:// address.',
  tooManyRegistrations: 'Too many accounts have been created from this network. Please try again later.',
  pendingRequestsPerUser:
    'You already have {count} booking requests waiting for an answer. Please wait for a reply before sending another one. If you need help now, please see Crisis Resources.',
  pendingRequestsPerProfessional:
    'You already have {count} booking requests waiting for this professional to answer. Please wait for their reply, or choose another professional. If you need help now, please see Crisis Resources.',
  timezoneInvalid: 'Please choose a valid time zone',
  timeInPast: 'Please select a time that is not in the past',
  outsideHours: "This time is not one of the professional's free times. Please choose another time.",
  notStartedYet: 'This session can be marked complete from its start, {startsAt}',
  cancelTooLate:
    'This session can no longer be cancelled here: the deadline was {deadline}. Please contact the professional.',
  calendarOnlyConfirmed: 'Only a confirmed session can be added to a calendar',
  hoursEndBeforeStart: 'Each opening must end after it starts',
  hoursOverlap: 'Openings on the same day may not overlap',
  hoursTooShort: 'Each opening must be at least as long as one session',
  reasonNotExpected: 'A reason can only be given when declining or cancelling',
  joinInstructionsNotExpected: 'Joining instructions can only be given when accepting',
  phoneInvalid: 'Please enter a valid phone number',
  phoneConsentRequired: 'Please agree to share your phone number, or leave it empty',
} as const

export type MessageKey = keyof typeof messages

/** Fills `{name}` placeholders, e.g. format(messages.illegalTransition, {from, to}). */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
