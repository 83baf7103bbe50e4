import type { Title } from '../../contract/schemas/auth'

/**
 * What an admin checks against the licence (docs/product.md#15-trust): the name on it and the
 * profession it licenses. A change of either on a verified or submitted profile sends the check
 * back to the admins (the audit event's detail says which); everything else on a profile (the bio,
 * the place, the languages, the photo) is the professional's own word and changes nothing.
 */
export type CheckedFacts = { fullName: string; title: Title }

export function checkedFactChange(
  before: CheckedFacts,
  update: Partial<CheckedFacts>,
): 'nameChanged' | 'titleChanged' | null {
  if (update.fullName !== undefined && update.fullName !== before.fullName) return 'nameChanged'
  if (update.title !== undefined && update.title !== before.title) return 'titleChanged'
  return null
}
