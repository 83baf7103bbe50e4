import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { messages, type MessageKey } from '../../api/contract/messages'
import { HttpError } from './http-error'
import { noConnection } from './no-connection'
import { isNetworkFailure } from './offline/network-failure'

/**
 * The server answers in English (api/contract/messages.ts); each of its texts has a Lingui
 * descriptor here so errors and toasts can be shown in the reader's language. A test keeps the
 * two tables word for word the same.
 */
export const serverMessageDescriptors: Record<MessageKey, MessageDescriptor> = {
  usernameMin: msg`Username must be at least 3 characters`,
  usernameMax: msg`Username must be at most 50 characters`,
  usernameChars: msg`Username may only contain letters, numbers, dots, dashes and underscores`,
  passwordMin: msg`Password must be at least 6 characters`,
  passwordMax: msg`Password must be at most 128 characters`,
  confirmPasswordMin: msg`Confirm password must be at least 6 characters`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  roleRequired: msg`Please select your account type`,
  titleRequired: msg`Please select your professional title`,
  titleOnlyForProfessionals: msg`Only professional accounts have a title`,
  dateRequired: msg`Please select a date`,
  dateInvalid: msg`Please select a valid date`,
  dateInPast: msg`Please select a date that is not in the past`,
  timeRequired: msg`Please select a time`,
  timeInvalid: msg`Please select a valid time`,
  sessionTypeRequired: msg`Please select a session type`,
  imageTooLarge: msg`Image size should not exceed 2MB`,
  imageInvalid: msg`Please choose a JPG, PNG, GIF or WebP image`,
  invalidCredentials: msg`Invalid username or password`,
  usernameTaken: msg`This username is already taken`,
  tooManyAttempts: msg`Too many failed login attempts. Please try again later.`,
  notSignedIn: msg`Please log in to continue`,
  authenticationRequired: msg`Please log in to book a session`,
  professionalsCannotBook: msg`Professionals cannot book sessions with other professionals`,
  professionalsOnly: msg`Only professionals can do this`,
  professionalNotFound: msg`Professional not found`,
  bookingNotFound: msg`Booking not found`,
  illegalTransition: msg({ message: 'This booking cannot change from {from} to {to}' }),
  slotTaken: msg`You already have a confirmed session at this date and time`,
  idempotencyKeyReused: msg`This Idempotency-Key was already used with a different request`,
  idempotencyKeyInvalid: msg`Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores`,
  notJson: msg`Request body must be JSON (Content-Type: application/json)`,
  malformedJson: msg`Request body is not valid JSON`,
  bodyNotUtf8: msg`Request body is not valid UTF-8`,
  duplicateKey: msg({ message: 'Request body has the key "{key}" twice' }),
  illFormedText: msg({ message: 'The text of "{field}" is not valid Unicode' }),
  bodyTooDeep: msg({ message: 'Request body is nested deeper than {depth} levels' }),
  singleLineText: msg`This text may not contain line breaks or control characters`,
  multiLineText: msg`This text may not contain control characters other than line breaks and tabs`,
  bodyTooLarge: msg`Request body is too large`,
  crossOrigin: msg`Cross-origin requests are not allowed`,
  notFound: msg`Not found`,
  unknownField: msg`Unknown field`,
  serverBusy: msg`The server is busy. Please try again in a moment.`,
  httpsRequired: msg`Please open this site with its secure https:// address.`,
  tooManyRegistrations: msg`Too many accounts have been created from this network. Please try again later.`,
  pendingRequestsPerUser: msg({
    message:
      'You already have {count} booking requests waiting for an answer. Please wait for a reply before sending another one. If you need help now, please see Crisis Resources.',
  }),
  pendingRequestsPerProfessional: msg({
    message:
      'You already have {count} booking requests waiting for this professional to answer. Please wait for their reply, or choose another professional. If you need help now, please see Crisis Resources.',
  }),
  timezoneInvalid: msg`Please choose a valid time zone`,
  clockTimeInvalid: msg`Please enter a time as HH:MM, e.g. 21:00`,
  timeInPast: msg`Please select a time that is not in the past`,
  outsideHours: msg`This time is not one of the professional's free times. Please choose another time.`,
  notStartedYet: msg({ message: 'This session can be marked complete from its start, {startsAt}' }),
  cancelTooLate: msg({
    message:
      'This session can no longer be cancelled here: the deadline was {deadline}. Please contact the professional.',
  }),
  calendarOnlyConfirmed: msg`Only a confirmed session can be added to a calendar`,
  hoursEndBeforeStart: msg`Each opening must end after it starts`,
  hoursOverlap: msg`Openings on the same day may not overlap`,
  hoursTooShort: msg`Each opening must be at least as long as one session`,
  reasonNotExpected: msg`A reason can only be given when declining or cancelling`,
  joinInstructionsNotExpected: msg`Joining instructions can only be given when accepting`,
  phoneInvalid: msg`Please enter a valid phone number`,
  phoneConsentRequired: msg`Please agree to share your phone number, or leave it empty`,
  adminsOnly: msg`Only administrators can do this`,
  usersOnly: msg`Only accounts of people seeking support can do this`,
  currentPasswordRequired: msg`Please enter your current password`,
  phonePasswordRequired: msg`Please enter your password to change your phone number`,
  passwordIncorrect: msg`The password is not correct`,
  tooManyPasswordTries: msg`Too many wrong passwords. Please try again later.`,
  tooManyUploads: msg`Too many uploads in the last hour. Please try again later.`,
  bookingTooFarAhead: msg({ message: 'Please select a date at most {days} days ahead' }),
  regulatorRequired: msg`Please choose the body that licensed you`,
  regulatorNameRequired: msg`Please enter the name of the body that licensed you`,
  regulatorNameNotExpected: msg`A name is only needed when the regulator is Other`,
  registrationNumberRequired: msg`Please enter your registration or licence number`,
  licenceExpiryRequired: msg`Please enter the date your licence expires`,
  licenceExpired: msg`This licence has already expired. Please enter the expiry date of your current licence.`,
  licenceDocumentInvalid: msg`Please choose a PDF, JPEG or PNG file`,
  licenceDocumentTooLarge: msg`The file should not exceed 5MB`,
  licenceDocumentNotFound: msg`No licence document has been uploaded`,
  rejectReasonRequired: msg`Please give the reason for rejecting`,
  decisionReasonNotExpected: msg`A reason can only be given when rejecting`,
  notSubmitted: msg`Only a submitted verification can be verified or rejected`,
  verificationChanged: msg`These details changed after you opened them: please read them again before deciding`,
  phoneRequiredForCode: msg`Please add a phone number to your account first`,
  codeInvalid: msg`This code is wrong, used or expired. Please ask for a new one.`,
  codeRequired: msg`Please enter the 6-digit code`,
  tooManyCodes: msg`Too many codes have been asked for. Please try again later.`,
  tooManyCodeTries: msg`Too many wrong codes. Please try again later.`,
  codeSent: msg`A code is on its way to your phone by SMS. It lasts 10 minutes.`,
  resetCodeSent: msg`If this account has a verified phone, a code is on its way to it by SMS. Without one, please ask the platform's support for a code.`,
  smsNeedsVerifiedPhone: msg`Please verify your phone number before turning on SMS updates`,
  languageInvalid: msg`Please choose English or Kiswahili`,
  placeNotFound: msg`Place not found`,
  placeNameRequired: msg`Please enter the place's name`,
  placeKindRequired: msg`Please choose what kind of place this is`,
  placeCountryRequired: msg`Please choose a country`,
  placeTownRequired: msg`Please enter the town`,
  placeAddressRequired: msg`Please enter the address`,
  placePhoneRequired: msg`Please enter at least one phone number`,
  placeHoursRequired: msg`Please enter the opening hours, e.g. 24 hours`,
  placeChoiceInvalid: msg`Please choose from the list`,
  placeSourceRequired: msg`Please say where this information comes from`,
  placeCheckedOnRequired: msg`Please enter the date this information was last checked`,
  placeCheckedInFuture: msg`This information cannot have been checked after today: please enter the day it was last checked`,
  safeHouseNameNamesTown: msg`A safe house's name is shown to everyone: please leave its town out of it`,
  safeHouseTextNamesTown: msg`A safe house's details are shown to everyone: please leave its town out of them`,
  safeHouseStaysSafeHouse: msg`A safe house stays a safe house: retire it and add the place anew.`,
  deletedAccount: msg`Deleted account`,
  cancelledClientDeleted: msg`Cancelled because the person who booked deleted their account.`,
  cancelledProfessionalDeleted: msg`Cancelled because the professional deleted their account.`,
  pushEndpointInvalid: msg`This browser cannot receive updates from this site`,
  messageRequired: msg`Please write a message`,
  messageTooLong: msg`A message can be at most 2,000 characters`,
  messageNotFound: msg`Message not found`,
  reportNotFound: msg`Report not found`,
  reportOwnMessage: msg`You can only report a message you received`,
  messagesAfterOrBefore: msg`Ask for messages after one, or before one, not both`,
  threadReadOnly: msg`This conversation is closed: no new messages can be sent`,
  tooManyMessages: msg`Too many messages in this conversation. Please wait a while before sending more.`,
}

type Matcher = { key: MessageKey; pattern: RegExp; names: string[] }

// Templates with {placeholders} arrive filled in, so they are matched by pattern.
const matchers: Matcher[] = (Object.entries(messages) as [MessageKey, string][]).map(([key, template]) => {
  const names: string[] = []
  const source = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '(.+?)'
    })
    .join('')
  return { key, pattern: new RegExp(`^${source}$`), names }
})

/** The server's English text in the active language; a text we do not know is shown as it is. */
export function translateServerMessage(i18n: I18n, text: string): string {
  for (const { key, pattern, names } of matchers) {
    const match = pattern.exec(text)
    if (!match) continue
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]))
    const descriptor: MessageDescriptor = { ...serverMessageDescriptors[key], values }
    return i18n._(descriptor)
  }
  return text
}

/**
 * What a toast or alert says about a failed call: the server's message, translated; an answer
 * without one reads '{status}: {text}', as any failed call's error does.
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof HttpError) {
    return error.serverMessage ? translateServerMessage(i18n, error.serverMessage) : error.message
  }
  if (isNetworkFailure(error)) return i18n._(noConnection)
  return error instanceof Error ? error.message : String(error)
}
