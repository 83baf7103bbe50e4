/**
 * The part of the screen a dialog may use: all of it but where a toast shows (the Toaster keeps
 * --toast-top and --toast-bottom), so a toast never covers a dialog's controls; the dialog scrolls
 * within what is left.
 */
export const dialogViewportClass = 'fixed inset-x-0 top-[var(--toast-top,0px)] bottom-[var(--toast-bottom,0px)]'
