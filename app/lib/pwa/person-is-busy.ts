const FIELDS = 'input, textarea, select, [contenteditable="true"]'

/**
 * Starts watching the page's forms and returns a check that is true while a reload would cost the
 * person something: a dialog is open, a form field has the focus, or a form holds changes not yet
 * sent or reset. A changed form the person navigated away from no longer counts.
 */
export function watchWhetherPersonIsBusy(doc: Document = document): () => boolean {
  const changedForms = new Set<HTMLFormElement>()
  const mark = (event: Event) => {
    const form = (event.target as Partial<HTMLInputElement> | null)?.form
    if (form) changedForms.add(form)
  }
  const clear = (event: Event) => changedForms.delete(event.target as HTMLFormElement)
  doc.addEventListener('input', mark, true)
  doc.addEventListener('change', mark, true)
  doc.addEventListener('submit', clear, true)
  doc.addEventListener('reset', clear, true)

  return () => {
    for (const form of changedForms) if (!form.isConnected) changedForms.delete(form)
    if (changedForms.size > 0) return true
    if (doc.querySelector('[role="dialog"], dialog[open]')) return true
    return doc.activeElement?.matches(FIELDS) === true
  }
}
