import * as v from 'valibot'
import { endpoints, type EndpointName } from './endpoints'
import { ErrorBody } from './errors'
import { LoginInput, User } from './schemas/auth'
import { Account, AccountDeletion, AccountUpdate, PasswordChange } from './schemas/account'
import { AdminAuditEvent, AdminAuditQuery, AuditEvent } from './schemas/audit'
import {
  AdminDecision,
  AdminVerification,
  AdminVerificationsQuery,
  Verification,
  VerificationInput,
} from './schemas/verification'
import { VERIFICATION_BODY_LIMIT } from './licence-documents'
import { RegisterInput } from './schemas/register'
import { NotificationSettings, NotificationSettingsInput } from './schemas/notifications'
import { CodeSent, PasswordResetConfirm, PasswordResetRequest, PhoneVerification } from './schemas/phone-codes'
import { Availability, ProfessionalPage, SlotsAnswer, SlotsQuery } from './schemas/availability'
import {
  Booking,
  BookingCreated,
  BookingRequest,
  BookingStatusUpdate,
  BookingsQuery,
  CalendarQuery,
  ClientBooking,
  ClientBookingsQuery,
  ClientBookingUpdate,
  NotesUpdate,
} from './schemas/bookings'
import { Analytics } from './schemas/dashboard'
import { NotificationsPage, NotificationsQuery, NotificationsRead, UnreadCount } from './schemas/in-app-notifications'
import {
  PUSH_SUBSCRIPTION_BODY_LIMIT,
  PushPublicKey,
  PushSubscriptionInput,
  PushSubscriptionSaved,
  PushUnsubscribe,
} from './schemas/push'
import { SmsDeliveryReport, SmsInbound } from './schemas/sms-webhooks'
import {
  AdminMessageReport,
  Message,
  MessageInput,
  MessageReportInput,
  MessagesQuery,
  MessagesRead,
  MessageThread,
  UnreadMessages,
} from './schemas/messages'
import { DirectoryQuery, OwnProfessional, Professional, ProfileUpdate } from './schemas/professionals'
import { AdminPlace, AdminPlacesQuery, Place, PlaceInput, PlacesQuery, PlaceUpdate } from './schemas/places'

/**
 * Who may call a route. `user`, `professional` and `admin` are roles: anonymous callers get 401,
 * every other role 403; `signedIn` is any role. Ownership (a booking of another professional) is
 * the handler's 404.
 */
export type Access = 'public' | 'signedIn' | 'user' | 'professional' | 'admin'

type Schema = v.GenericSchema
/** An answer that is a file rather than JSON, with its content type. */
export type FileAnswer = { file: string }
/** A declared answer: a JSON schema, a file, or null for an answer without a body (204). */
type Answer = Schema | FileAnswer | null

/** A calendar file (RFC 5545). */
export const calendarFile: FileAnswer = { file: 'text/calendar; charset=utf-8' }
/** The person's data (DataExport in schemas/account.ts), sent as an attachment. */
export const exportFile: FileAnswer = { file: 'application/json; charset=utf-8' }
/**
 * A licence document, always a download (Content-Disposition: attachment; filename="licence.pdf")
 * so an uploaded PDF never runs in the site's origin; its real type is in the Verification answer.
 */
export const licenceFile: FileAnswer = { file: 'application/octet-stream' }

export type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Koa-style path; `:bookingId`, `:professionalId`, `:placeId` ... are positive integers or the route answers 404. */
  path: string
  access: Access
  query?: Schema
  body?: Schema
  /** Largest accepted body in bytes (100 KB; 16 KB for strangers; about 3 MB on the profile: docs/product.md#10-limits-and-timings). */
  bodyLimit?: number
  /** Takes a photo or a licence: a body that may be one counts against the account's uploads before it is read. */
  uploads?: true
  /** Accepts an Idempotency-Key header (docs/product.md#6-bookings). */
  idempotent?: boolean
  /**
   * Takes a form-encoded body (application/x-www-form-urlencoded) instead of JSON, as an SMS
   * provider posts its reports: the only exception to the JSON rule, on stranger-sized bodies.
   */
  form?: true
  responses: Record<number, Answer>
}

export const JSON_BODY_LIMIT = 100 * 1024
/** The routes open to anyone before sign-in take little: a username and a password fit many times over. */
export const STRANGER_BODY_LIMIT = 16 * 1024
export const PROFILE_BODY_LIMIT = 3 * 1024 * 1024

const error = ErrorBody
/** Statuses any state-changing call may answer before its handler runs. */
const writeGuards = { 403: error, 413: error, 415: error } as const
const signedIn = { 401: error, 403: error } as const

/**
 * The calls of docs/product.md#8-the-api. The professional's bookings reads (status=pending,
 * status=past and upcoming=true) are one route with a query.
 */
export const routes = {
  currentUser: {
    ...endpoints.currentUser,
    access: 'public',
    responses: { 200: User, 401: error },
  },
  login: {
    ...endpoints.login,
    access: 'public',
    body: LoginInput,
    bodyLimit: STRANGER_BODY_LIMIT,
    responses: { 200: User, 400: error, 401: error, 429: error, ...writeGuards },
  },
  register: {
    ...endpoints.register,
    access: 'public',
    body: RegisterInput,
    bodyLimit: STRANGER_BODY_LIMIT,
    responses: { 201: User, 400: error, 409: error, 429: error, ...writeGuards },
  },
  logout: {
    ...endpoints.logout,
    access: 'public',
    responses: { 204: null, ...writeGuards },
  },
  listProfessionals: {
    ...endpoints.listProfessionals,
    access: 'public',
    query: DirectoryQuery,
    responses: { 200: v.array(Professional), 400: error },
  },
  createBooking: {
    ...endpoints.createBooking,
    access: 'user',
    body: BookingRequest,
    idempotent: true,
    responses: {
      201: BookingCreated,
      400: error,
      404: error,
      409: error,
      422: error,
      429: error,
      ...signedIn,
      ...writeGuards,
    },
  },
  myProfile: {
    ...endpoints.myProfile,
    access: 'professional',
    responses: { 200: OwnProfessional, ...signedIn },
  },
  myBookings: {
    ...endpoints.myBookings,
    access: 'professional',
    query: BookingsQuery,
    responses: { 200: v.array(Booking), 400: error, ...signedIn },
  },
  myAnalytics: {
    ...endpoints.myAnalytics,
    access: 'professional',
    responses: { 200: Analytics, ...signedIn },
  },
  updateProfile: {
    ...endpoints.updateProfile,
    access: 'professional',
    body: ProfileUpdate,
    bodyLimit: PROFILE_BODY_LIMIT,
    uploads: true,
    responses: { 200: OwnProfessional, 400: error, 429: error, ...signedIn, ...writeGuards },
  },
  updateBookingStatus: {
    ...endpoints.updateBookingStatus,
    access: 'professional',
    body: BookingStatusUpdate,
    idempotent: true,
    responses: { 200: Booking, 400: error, 404: error, 409: error, 422: error, ...signedIn, ...writeGuards },
  },
  saveSessionNotes: {
    ...endpoints.saveSessionNotes,
    access: 'professional',
    body: NotesUpdate,
    idempotent: true,
    responses: { 200: Booking, 400: error, 404: error, 422: error, ...signedIn, ...writeGuards },
  },
  professionalPage: {
    ...endpoints.professionalPage,
    access: 'public',
    responses: { 200: ProfessionalPage, 404: error },
  },
  professionalSlots: {
    ...endpoints.professionalSlots,
    access: 'public',
    query: SlotsQuery,
    responses: { 200: SlotsAnswer, 400: error, 404: error },
  },
  myAvailability: {
    ...endpoints.myAvailability,
    access: 'professional',
    responses: { 200: v.nullable(Availability), ...signedIn },
  },
  setAvailability: {
    ...endpoints.setAvailability,
    access: 'professional',
    body: Availability,
    responses: { 200: Availability, 400: error, ...signedIn, ...writeGuards },
  },
  myClientBookings: {
    ...endpoints.myClientBookings,
    access: 'user',
    query: ClientBookingsQuery,
    responses: { 200: v.array(ClientBooking), 400: error, ...signedIn },
  },
  cancelMyBooking: {
    ...endpoints.cancelMyBooking,
    access: 'user',
    body: ClientBookingUpdate,
    idempotent: true,
    responses: { 200: ClientBooking, 400: error, 404: error, 409: error, 422: error, ...signedIn, ...writeGuards },
  },
  bookingCalendar: {
    ...endpoints.bookingCalendar,
    access: 'signedIn',
    query: CalendarQuery,
    responses: { 200: calendarFile, 400: error, 404: error, 409: error, 401: error },
  },
  myAccount: {
    ...endpoints.myAccount,
    access: 'signedIn',
    responses: { 200: Account, 401: error },
  },
  updateAccount: {
    ...endpoints.updateAccount,
    access: 'signedIn',
    body: AccountUpdate,
    responses: { 200: Account, 400: error, 401: error, 429: error, ...writeGuards },
  },
  myVerification: {
    ...endpoints.myVerification,
    access: 'professional',
    responses: { 200: Verification, ...signedIn },
  },
  submitVerification: {
    ...endpoints.submitVerification,
    access: 'professional',
    body: VerificationInput,
    bodyLimit: VERIFICATION_BODY_LIMIT,
    uploads: true,
    responses: { 200: Verification, 400: error, 429: error, ...signedIn, ...writeGuards },
  },
  myLicenceDocument: {
    ...endpoints.myLicenceDocument,
    access: 'professional',
    responses: { 200: licenceFile, 404: error, ...signedIn },
  },
  adminVerifications: {
    ...endpoints.adminVerifications,
    access: 'admin',
    query: AdminVerificationsQuery,
    responses: { 200: v.array(AdminVerification), 400: error, ...signedIn },
  },
  decideVerification: {
    ...endpoints.decideVerification,
    access: 'admin',
    body: AdminDecision,
    responses: { 200: AdminVerification, 400: error, 404: error, 409: error, ...signedIn, ...writeGuards },
  },
  adminLicenceDocument: {
    ...endpoints.adminLicenceDocument,
    access: 'admin',
    responses: { 200: licenceFile, 404: error, ...signedIn },
  },
  adminAudit: {
    ...endpoints.adminAudit,
    access: 'admin',
    query: AdminAuditQuery,
    responses: { 200: v.array(AdminAuditEvent), 400: error, ...signedIn },
  },
  listPlaces: {
    ...endpoints.listPlaces,
    access: 'public',
    query: PlacesQuery,
    responses: { 200: v.array(Place), 400: error },
  },
  placePage: {
    ...endpoints.placePage,
    access: 'public',
    responses: { 200: Place, 404: error },
  },
  // Places as admins keep them (docs/product.md#18-places-of-care): the only routes that answer a
  // safe house's town and address.
  adminPlaces: {
    ...endpoints.adminPlaces,
    access: 'admin',
    query: AdminPlacesQuery,
    responses: { 200: v.array(AdminPlace), 400: error, ...signedIn },
  },
  createPlace: {
    ...endpoints.createPlace,
    access: 'admin',
    body: PlaceInput,
    responses: { 201: AdminPlace, 400: error, ...signedIn, ...writeGuards },
  },
  updatePlace: {
    ...endpoints.updatePlace,
    access: 'admin',
    body: PlaceUpdate,
    responses: { 200: AdminPlace, 400: error, 404: error, ...signedIn, ...writeGuards },
  },
  retirePlace: {
    ...endpoints.retirePlace,
    access: 'admin',
    responses: { 204: null, 404: error, ...signedIn, ...writeGuards },
  },
  myAudit: {
    ...endpoints.myAudit,
    access: 'signedIn',
    responses: { 200: v.array(AuditEvent), 401: error },
  },
  exportMyData: {
    ...endpoints.exportMyData,
    access: 'signedIn',
    responses: { 200: exportFile, 401: error },
  },
  changePassword: {
    ...endpoints.changePassword,
    access: 'signedIn',
    body: PasswordChange,
    responses: { 204: null, 400: error, 401: error, 429: error, ...writeGuards },
  },
  deleteAccount: {
    ...endpoints.deleteAccount,
    access: 'signedIn',
    body: AccountDeletion,
    responses: { 204: null, 400: error, 401: error, 429: error, ...writeGuards },
  },
  // A booking's private thread (docs/product.md#17-messages): its two parties only; anyone else,
  // admins included, gets 404 as for another person's booking.
  bookingMessages: {
    ...endpoints.bookingMessages,
    access: 'signedIn',
    query: MessagesQuery,
    responses: { 200: MessageThread, 400: error, 404: error, 401: error },
  },
  postMessage: {
    ...endpoints.postMessage,
    access: 'signedIn',
    body: MessageInput,
    idempotent: true,
    responses: { 201: Message, 400: error, 404: error, 409: error, 422: error, 429: error, 401: error, ...writeGuards },
  },
  readMessages: {
    ...endpoints.readMessages,
    access: 'signedIn',
    body: MessagesRead,
    responses: { 204: null, 400: error, 404: error, 401: error, ...writeGuards },
  },
  reportMessage: {
    ...endpoints.reportMessage,
    access: 'signedIn',
    body: MessageReportInput,
    responses: { 204: null, 400: error, 404: error, 401: error, ...writeGuards },
  },
  closeThread: {
    ...endpoints.closeThread,
    access: 'professional',
    responses: { 204: null, 404: error, ...signedIn, ...writeGuards },
  },
  unreadMessages: {
    ...endpoints.unreadMessages,
    access: 'signedIn',
    responses: { 200: UnreadMessages, 401: error },
  },
  adminMessageReports: {
    ...endpoints.adminMessageReports,
    access: 'admin',
    responses: { 200: v.array(AdminMessageReport), ...signedIn },
  },
  // Marking a report handled twice changes nothing (204 both times, audited once).
  handleMessageReport: {
    ...endpoints.handleMessageReport,
    access: 'admin',
    responses: { 204: null, 404: error, ...signedIn, ...writeGuards },
  },
  pushPublicKey: {
    ...endpoints.pushPublicKey,
    access: 'public',
    responses: { 200: PushPublicKey },
  },
  subscribePush: {
    ...endpoints.subscribePush,
    access: 'signedIn',
    body: PushSubscriptionInput,
    bodyLimit: PUSH_SUBSCRIPTION_BODY_LIMIT,
    responses: { 201: PushSubscriptionSaved, 400: error, 401: error, ...writeGuards },
  },
  unsubscribePush: {
    ...endpoints.unsubscribePush,
    access: 'signedIn',
    body: PushUnsubscribe,
    bodyLimit: PUSH_SUBSCRIPTION_BODY_LIMIT,
    responses: { 204: null, 400: error, 401: error, ...writeGuards },
  },
  myNotifications: {
    ...endpoints.myNotifications,
    access: 'signedIn',
    query: NotificationsQuery,
    responses: { 200: NotificationsPage, 400: error, 401: error },
  },
  readNotifications: {
    ...endpoints.readNotifications,
    access: 'signedIn',
    body: NotificationsRead,
    responses: { 200: UnreadCount, 400: error, 401: error, ...writeGuards },
  },
  // The SMS provider's webhooks (docs/product.md#16-notifications): the secret is the last part of
  // the path, and a wrong one is 404 like any unknown path.
  smsDeliveryReport: {
    ...endpoints.smsDeliveryReport,
    access: 'public',
    form: true,
    body: SmsDeliveryReport,
    bodyLimit: STRANGER_BODY_LIMIT,
    responses: { 204: null, 400: error, 404: error, ...writeGuards },
  },
  smsInbound: {
    ...endpoints.smsInbound,
    access: 'public',
    form: true,
    body: SmsInbound,
    bodyLimit: STRANGER_BODY_LIMIT,
    responses: { 204: null, 400: error, 404: error, ...writeGuards },
  },
  sendPhoneCode: {
    ...endpoints.sendPhoneCode,
    access: 'signedIn',
    responses: { 202: CodeSent, 400: error, 401: error, 429: error, ...writeGuards },
  },
  verifyPhone: {
    ...endpoints.verifyPhone,
    access: 'signedIn',
    body: PhoneVerification,
    responses: { 200: Account, 400: error, 401: error, 429: error, ...writeGuards },
  },
  requestPasswordReset: {
    ...endpoints.requestPasswordReset,
    access: 'public',
    body: PasswordResetRequest,
    bodyLimit: STRANGER_BODY_LIMIT,
    responses: { 202: CodeSent, 400: error, 429: error, ...writeGuards },
  },
  confirmPasswordReset: {
    ...endpoints.confirmPasswordReset,
    access: 'public',
    body: PasswordResetConfirm,
    bodyLimit: STRANGER_BODY_LIMIT,
    responses: { 204: null, 400: error, 429: error, ...writeGuards },
  },
  myNotificationSettings: {
    ...endpoints.myNotificationSettings,
    access: 'signedIn',
    responses: { 200: NotificationSettings, 401: error },
  },
  saveNotificationSettings: {
    ...endpoints.saveNotificationSettings,
    access: 'signedIn',
    body: NotificationSettingsInput,
    responses: { 200: NotificationSettings, 400: error, 401: error, ...writeGuards },
  },
} as const satisfies Record<EndpointName, RouteDef>

export type Routes = typeof routes
export type RouteName = keyof Routes

type InferOr<S, Fallback> = S extends Schema ? v.InferOutput<S> : S extends FileAnswer ? string : Fallback
export type RouteBody<N extends RouteName> = InferOr<Routes[N] extends { body: infer B } ? B : undefined, undefined>
export type RouteQuery<N extends RouteName> = InferOr<Routes[N] extends { query: infer Q } ? Q : undefined, undefined>
/** The JSON a route answers on success (its lowest 2xx status). */
export type RouteResult<N extends RouteName> = InferOr<SuccessSchema<Routes[N]['responses']>, undefined>
type SuccessSchema<R> = R extends { 200: infer S }
  ? S
  : R extends { 201: infer S }
    ? S
    : R extends { 202: infer S }
      ? S
      : undefined
/** What an implementation answers a route with: its JSON, or for a file its text or bytes (a licence document). */
export type RouteAnswer<N extends RouteName> =
  SuccessSchema<Routes[N]['responses']> extends FileAnswer ? string | Uint8Array : RouteResult<N>

export function successStatus(route: RouteDef): number {
  return Number(Object.keys(route.responses).find((status) => status.startsWith('2')))
}
