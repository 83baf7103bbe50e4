/**
 * Method and path of each call in docs/product.md#8-the-api, without schemas: routes.ts builds
 * each route from its line here, and the app calls the API from this table alone (the valibot
 * schemas would cost its first load about 4 KB gzip).
 */
export const endpoints = {
  currentUser: { method: 'GET', path: '/api/user' },
  login: { method: 'POST', path: '/api/login' },
  register: { method: 'POST', path: '/api/register' },
  logout: { method: 'POST', path: '/api/logout' },
  listProfessionals: { method: 'GET', path: '/api/professionals' },
  createBooking: { method: 'POST', path: '/api/bookings' },
  myProfile: { method: 'GET', path: '/api/me/professional' },
  myBookings: { method: 'GET', path: '/api/me/professional/bookings' },
  myAnalytics: { method: 'GET', path: '/api/me/professional/analytics' },
  updateProfile: { method: 'PATCH', path: '/api/me/professional/profile' },
  updateBookingStatus: { method: 'PATCH', path: '/api/bookings/:bookingId' },
  saveSessionNotes: { method: 'PATCH', path: '/api/me/professional/bookings/:bookingId/notes' },
  professionalPage: { method: 'GET', path: '/api/professionals/:professionalId' },
  professionalSlots: { method: 'GET', path: '/api/professionals/:professionalId/slots' },
  myAvailability: { method: 'GET', path: '/api/me/professional/availability' },
  setAvailability: { method: 'PUT', path: '/api/me/professional/availability' },
  myClientBookings: { method: 'GET', path: '/api/me/bookings' },
  cancelMyBooking: { method: 'PATCH', path: '/api/me/bookings/:bookingId' },
  bookingCalendar: { method: 'GET', path: '/api/me/bookings/:bookingId/calendar.ics' },
  myAccount: { method: 'GET', path: '/api/me/account' },
  updateAccount: { method: 'PATCH', path: '/api/me/account' },
  myVerification: { method: 'GET', path: '/api/me/professional/verification' },
  submitVerification: { method: 'PUT', path: '/api/me/professional/verification' },
  myLicenceDocument: { method: 'GET', path: '/api/me/professional/verification/document' },
  adminVerifications: { method: 'GET', path: '/api/admin/verifications' },
  decideVerification: { method: 'PATCH', path: '/api/admin/verifications/:professionalId' },
  adminLicenceDocument: { method: 'GET', path: '/api/admin/verifications/:professionalId/document' },
  adminAudit: { method: 'GET', path: '/api/admin/audit' },
  myAudit: { method: 'GET', path: '/api/me/audit' },
  exportMyData: { method: 'GET', path: '/api/me/export' },
  changePassword: { method: 'POST', path: '/api/me/password' },
  deleteAccount: { method: 'DELETE', path: '/api/me' },
  pushPublicKey: { method: 'GET', path: '/api/push/public-key' },
  subscribePush: { method: 'POST', path: '/api/me/push-subscriptions' },
  unsubscribePush: { method: 'DELETE', path: '/api/me/push-subscriptions' },
  myNotifications: { method: 'GET', path: '/api/me/notifications' },
  readNotifications: { method: 'POST', path: '/api/me/notifications/read' },
} as const

export type EndpointName = keyof typeof endpoints
