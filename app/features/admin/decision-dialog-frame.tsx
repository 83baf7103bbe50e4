import type { ReactNode } from 'react'
import { regulatorDisplayName } from '../../../api/contract/regulators'
import type { AdminVerification } from '../../../api/contract/schemas/verification'
import { SmallDialog } from '../../components/ui/small-dialog'

export { DialogButtons } from '../../components/ui/small-dialog'

type Props = { title: ReactNode; entry: AdminVerification; onClose: () => void; children: ReactNode }

/** A decision's dialog: its question, whose check (name, regulator, number), then its own content. */
export function DecisionDialogFrame({ title, entry, onClose, children }: Props) {
  const { professional, verification } = entry
  const regulator = verification.regulator
    ? regulatorDisplayName(verification.regulator, verification.regulatorName)
    : ''
  return (
    <SmallDialog
      title={title}
      description={`${professional.fullName} · ${regulator} · ${verification.registrationNumber ?? ''}`}
      onClose={onClose}
    >
      {children}
    </SmallDialog>
  )
}
