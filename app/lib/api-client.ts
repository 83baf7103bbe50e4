import { endpoints } from '../../api/contract/endpoints'
import { apiCaller } from './api-request'

export { HttpError } from './http-error'
export { getCurrentUser, withQuery, type CallOptions, type QueryInput } from './api-request'

/**
 * Calls one route of the contract's table (api/contract/routes.ts) by its name, as apiCaller
 * (api-request.ts) says. The table comes with the parts of the app that call it, not with the
 * first load of every page (issue 20).
 */
export const callApi = apiCaller(endpoints)
