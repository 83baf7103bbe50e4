import { Trans } from '@lingui/react/macro'
import { DialogButtons, SmallDialog } from '../components/ui/small-dialog'

type Props = { onLogOut: () => void; onStay: () => void }

/**
 * Logout's question when something written offline is unsent (docs/product.md#13-offline-and-installable):
 * the app's own dialog, not the browser's confirm(), which a browser or web view that blocks page
 * dialogs answers "no" without showing, so Logout seemed to do nothing. Staying is the first choice.
 */
export function LogoutQuestion({ onLogOut, onStay }: Props) {
  return (
    <SmallDialog
      title={<Trans>Log out anyway?</Trans>}
      description={
        <Trans>Some things you wrote offline have not been sent yet. Logging out deletes them from this device.</Trans>
      }
      onClose={onStay}
    >
      <DialogButtons>
        <button type="button" className="button-secondary" onClick={onStay}>
          <Trans>Stay logged in</Trans>
        </button>
        <button type="button" className="button-primary border-red-700 bg-red-700 hover:bg-red-800" onClick={onLogOut}>
          <Trans>Log out</Trans>
        </button>
      </DialogButtons>
    </SmallDialog>
  )
}
