import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mocked /api for Node (contract suite, component tests); cookies travel in headers. */
export const server = setupServer(...handlers)
