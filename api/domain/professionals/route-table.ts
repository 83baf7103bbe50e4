import { forbidden } from '../../contract/errors'
import { directoryTotalHeader } from '../../contract/directory-total'
import { messages } from '../../contract/messages'
import type { DirectoryQuery, Professional } from '../../contract/schemas/professionals'
import { ownProfessional, type RouteTable } from '../route-table'
import { presentOwnProfessional, type OwnSettings, type ProfessionalFacts } from './present'
import { professionalPage, professionalSlots, type PageReads } from './professional-page'
import { updateProfile, type ProfilePorts } from './update-profile'

/** What the professionals' routes need of each side's storage; `P` is a photo as that side keeps it. */
export type ProfessionalPorts<P> = PageReads & {
  /** The time that decides whether a licence has run out (the contract suite moves it). */
  licenceNow(): Date
  /** One page of the directory at `now`, presented (the rule: directoryPage), and how many match up to the cap. */
  directory(query: DirectoryQuery, now: Date): Promise<{ page: Professional[]; total: number }>
  /** The professional's profile with their private settings, listed or not. */
  ownProfile(professionalId: number): Promise<(ProfessionalFacts & OwnSettings) | null>
  profile: ProfilePorts<P>
}

type ProfessionalRoute = 'listProfessionals' | 'myProfile' | 'updateProfile' | 'professionalPage' | 'professionalSlots'

/** The directory, a professional's public page and free starts, and their own profile, for both adapters. */
export const professionalsTable = <P>(): RouteTable<ProfessionalPorts<P>, ProfessionalRoute> => ({
  async listProfessionals(ports, { query }) {
    const { page, total } = await ports.directory(query, ports.licenceNow())
    return { body: page, headers: { 'X-Total-Count': directoryTotalHeader(total) } }
  },
  async myProfile(ports, { caller }) {
    const own = await ports.ownProfile(ownProfessional(caller))
    if (!own) throw forbidden(messages.professionalsOnly)
    return { body: presentOwnProfessional(own, ports.licenceNow()) }
  },
  async updateProfile(ports, { caller, body }) {
    const professionalId = ownProfessional(caller)
    const now = ports.licenceNow()
    await updateProfile(ports.profile, { professionalId, update: body, now })
    return { body: presentOwnProfessional((await ports.ownProfile(professionalId))!, now) }
  },
  async professionalPage(ports, { params }) {
    return { body: await professionalPage(ports, params.professionalId!) }
  },
  async professionalSlots(ports, { params, query }) {
    return { body: await professionalSlots(ports, params.professionalId!, query) }
  },
})
