import type { Availability } from '../../contract/schemas/availability'
import { ownProfessional, type RouteTable } from '../route-table'

/** What a professional's hours need of each side's storage. */
export type AvailabilityPorts = {
  /** The hours once set, else null. */
  read(professionalId: number): Promise<Availability | null>
  save(professionalId: number, hours: Availability): Promise<void>
}

/** A professional's hours (docs/product.md#7-the-professional-dashboard), for both adapters: the PUT answers the hours as kept. */
export const availabilityTable: RouteTable<AvailabilityPorts, 'myAvailability' | 'setAvailability'> = {
  myAvailability: async (ports, { caller }) => ({ body: await ports.read(ownProfessional(caller)) }),
  async setAvailability(ports, { caller, body }) {
    const professionalId = ownProfessional(caller)
    await ports.save(professionalId, body)
    return { body: (await ports.read(professionalId))! }
  },
}
