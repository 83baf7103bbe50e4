import type { Knex } from 'knex'
import { loadConfig } from './api/config'
import { knexConfig } from './api/db/connect'

/**
 * For the knex CLI: `tsx node_modules/knex/bin/cli.js migrate:status --knexfile knexfile.ts`.
 * The same configuration as the server (api/config.ts), including absolute database paths.
 */
const config: Knex.Config = knexConfig(loadConfig(process.env))

export default config
