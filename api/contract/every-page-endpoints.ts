/**
 * The calls the app may make from any page before it has loaded anything else: who is signed in,
 * and the language kept on their account (the header's switch). Apart from endpoints.ts, which
 * holds them too, so that the app's first load carries these two lines and not the whole table.
 */
export const everyPageEndpoints = {
  currentUser: { method: 'GET', path: '/api/user' },
  updateAccount: { method: 'PATCH', path: '/api/me/account' },
} as const
