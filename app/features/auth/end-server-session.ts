import { callApi } from '../../lib/api-client'
import { isKnownOffline, isNetworkFailure } from '../../lib/offline/network-failure'

/**
 * POST /api/logout. True when the server ended the session; false when there is no network, so
 * the logout must be queued. Any other answer is a failed logout.
 */
export async function endServerSession(): Promise<boolean> {
  if (isKnownOffline()) return false
  try {
    await callApi('logout')
    return true
  } catch (error) {
    if (isNetworkFailure(error)) return false
    throw error
  }
}
