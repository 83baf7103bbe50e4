type Deps = {
  isBusy: () => boolean
  /** Shows the offer (a toast with a Reload action). */
  show: () => void
  /** How often to look again while the person is busy. */
  retryMs?: number
}

/**
 * Offers a waiting update once, at a moment the person is not busy: never while a dialog is open
 * or a form is being filled in; it checks again every `retryMs` until then.
 */
export function createUpdateOffer({ isBusy, show, retryMs = 1000 }: Deps): { offer: () => void } {
  let waiting: ReturnType<typeof setTimeout> | null = null
  const attempt = () => {
    waiting = null
    if (isBusy()) waiting = setTimeout(attempt, retryMs)
    else show()
  }
  return {
    offer: () => {
      if (waiting === null) attempt()
    },
  }
}
