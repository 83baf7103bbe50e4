import type { Knex } from 'knex'

// The usernames the demo seed wrote before this migration, frozen as they were (api/fixtures/demo.ts).
const SEEDED_USERNAMES = [
  'demo_user',
  'dr_amina',
  'dr_kamau',
  'wanjiru_m',
  'otieno_j',
  'chebet_f',
  'nakato_s',
  'okello_d',
  'namuli_r',
  'mugisha_b',
  'atim_l',
  'mushi_e',
  'massawe_h',
  'kimaro_a',
  'mwakyusa_t',
  'juma_z',
  'uwase_c',
  'habimana_e',
  'mukamana_j',
  'niyonzima_p',
  'ingabire_a',
  'adeyemi_t',
  'okafor_n',
  'bello_a',
  'adebayo_f',
  'eze_c',
  'olawale_k',
  'tesfaye_m',
  'girma_h',
  'mwangi_s',
  'akinyi_b',
  'rweyemamu_d',
  'oyelaran_i',
]

/**
 * No stranger locks an owner out; production holds no demo data (docs/product.md#15-trust):
 * - users.credential_version: raised by every password change. A session and a device cookie
 *   carry the version they were made with, and an older one is refused, so a sign-in that was
 *   already in progress when the password changed does not outlive the change.
 * - users.demo: the account was seeded as demo data (npm start's demo accounts and the fixture
 *   professionals, with everything that hangs off them). Production refuses to start while any
 *   such row exists; `npm run demo -- remove` removes them. Rows the seed wrote before this
 *   migration are marked too: the seed wrote all its accounts in one transaction at one instant,
 *   demo_user with a password, so only accounts of those names created at that very instant are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('credential_version').notNullable().defaultTo(0)
    t.boolean('demo').notNullable().defaultTo(false)
  })
  const seeded = (await knex('users')
    .where({ username: 'demo_user', role: 'user' })
    .whereNotNull('password_hash')
    .first('created_at')) as { created_at: string } | undefined
  if (!seeded) return
  await knex('users')
    .whereIn('username', SEEDED_USERNAMES)
    .andWhere('created_at', seeded.created_at)
    .update({ demo: true })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('credential_version')
    t.dropColumn('demo')
  })
}
