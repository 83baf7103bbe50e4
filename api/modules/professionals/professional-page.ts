import type { PageReads } from '../../domain/professionals/professional-page'
import { professionalPage as page, professionalSlots as slots } from '../../domain/professionals/professional-page'
import { readAvailability } from '../../db/availability'
import { heldSessions } from '../../db/held-sessions'
import { findOwnCard, presentCard } from '../../db/professional-card'
import type { AppDeps, Handler } from '../../http/handler'

const pageReads = (deps: AppDeps): PageReads => ({
  async listedCard(professionalId) {
    const row = await findOwnCard(deps.db, professionalId)
    return row?.listed ? presentCard(row, deps.licenceNow()) : null
  },
  availability: (professionalId) => readAvailability(deps.db, professionalId),
  heldSessions: (professionalId, now) => heldSessions(deps.db, professionalId, now),
})

/** GET /api/professionals/:professionalId (api/domain/professionals/professional-page.ts). */
export const professionalPage: Handler<'professionalPage'> = async ({ deps, params }) => ({
  body: await page(pageReads(deps), params.professionalId!),
})

/** GET /api/professionals/:professionalId/slots. */
export const professionalSlots: Handler<'professionalSlots'> = async ({ deps, params, query }) => ({
  body: await slots(pageReads(deps), params.professionalId!, query),
})
