import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DialogButtons, SmallDialog } from '../../components/ui/small-dialog'
import { callApi } from '../../lib/api-client'
import { messageKeys } from './message-keys'

/** The professional's "Close conversation", asked first; the thread is read-only for both from then on. */
export function CloseThread({ bookingId }: { bookingId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const close = useMutation({
    mutationFn: () => callApi('closeThread', { params: { bookingId } }),
    meta: { failureFallback: t`Failed to close the conversation` },
    onSuccess: () => setAsking(false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.thread(bookingId) }),
  })
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => setAsking(true)}>
        <Trans>Close conversation</Trans>
      </button>
      {asking ? (
        <SmallDialog
          title={<Trans>Close conversation</Trans>}
          description={<Trans>Close this conversation? Neither of you can send messages after this.</Trans>}
          onClose={() => setAsking(false)}
        >
          <DialogButtons>
            <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button-primary bg-red-700 hover:bg-red-800"
              disabled={close.isPending}
              onClick={() => close.mutate()}
            >
              <Trans>Close conversation</Trans>
            </button>
          </DialogButtons>
        </SmallDialog>
      ) : null}
    </>
  )
}
