import { Trans } from '@lingui/react/macro'
import type { AdminPlace } from '../../../../api/contract/schemas/places'
import { DialogButtons, SmallDialog } from '../../../components/ui/small-dialog'
import { useRetirePlace } from './use-place-changes'

type Props = { place: AdminPlace; onClose: () => void }

/** Retire asks first: the place leaves the public list and its page at once. */
export function RetirePlaceDialog({ place, onClose }: Props) {
  const retire = useRetirePlace()
  return (
    <SmallDialog title={<Trans>Retire this place?</Trans>} description={place.name} onClose={onClose}>
      <p className="mt-4 text-slate-700">
        <Trans>It leaves the list of places and its page at once, for everyone.</Trans>
      </p>
      <DialogButtons>
        <button type="button" className="button-secondary" onClick={onClose}>
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="button-primary border-red-700 bg-red-700 hover:bg-red-800 disabled:opacity-60"
          disabled={retire.isPending}
          onClick={() => retire.mutate(place, { onSettled: onClose })}
        >
          {retire.isPending ? <Trans>Retiring...</Trans> : <Trans>Retire</Trans>}
        </button>
      </DialogButtons>
    </SmallDialog>
  )
}
