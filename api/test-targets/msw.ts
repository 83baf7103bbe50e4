import { server } from '../../mocks/node'
import { resetStore } from '../../mocks/store'
import type { ContractTarget } from './types'

/** The MSW handlers in this process: global fetch to http://localhost is answered by the mocks. */
export async function start(): Promise<ContractTarget> {
  resetStore()
  server.listen({ onUnhandledRequest: 'error' })
  return {
    name: 'msw',
    baseUrl: 'http://localhost',
    capabilities: { browserSecurityHeaders: false, processesPhotos: false },
    close: async () => {
      server.close()
    },
  }
}
