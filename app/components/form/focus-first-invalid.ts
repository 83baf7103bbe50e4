/**
 * After a refused submit, moves focus to the first field marked invalid so keyboard and screen
 * reader users land on the problem. Waits a frame: the error state renders after validation.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
