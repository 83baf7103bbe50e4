import { professionalsTable, type ProfessionalPorts } from '../../domain/professionals/route-table'
import { readAvailability } from '../../db/availability'
import { heldSessions } from '../bookings'
import { findOwnCard, ownCardFacts, presentCard } from './professional-card'
import type { ProcessedPhoto } from '../../http/photo-renditions'
import type { HandlerInput } from '../../http/handler'
import { tableRoutes } from '../../http/mount-table'
import { listDirectory } from './repo'
import { profilePorts } from './update-profile'

type Input = Pick<HandlerInput<'listProfessionals'>, 'ctx' | 'deps' | 'user'>

/** The professionals' storage over Knex: the directory's SQL, the cards, the hours and held sessions. */
function knexProfessionalPorts({ ctx, deps, user }: Input): ProfessionalPorts<ProcessedPhoto> {
  return {
    licenceNow: deps.licenceNow,
    async directory(query, now) {
      const { items, count } = await listDirectory(deps.db, query, now)
      return { page: items, total: count }
    },
    async ownProfile(professionalId) {
      const row = await findOwnCard(deps.db, professionalId)
      return row ? ownCardFacts(row) : null
    },
    profile: profilePorts(ctx, deps, user),
    async listedCard(professionalId) {
      const row = await findOwnCard(deps.db, professionalId)
      return row?.listed ? presentCard(row, deps.licenceNow()) : null
    },
    availability: (professionalId) => readAvailability(deps.db, professionalId),
    heldSessions: (professionalId, now) => heldSessions(deps.db, professionalId, now),
  }
}

export const professionalRoutes = tableRoutes(professionalsTable<ProcessedPhoto>(), knexProfessionalPorts)
