// What other features may use of the quick exit: the page's control with its keys, and the link alone (dialogs).
export { QuickExit } from './quick-exit'
export { QuickExitLink } from './quick-exit-link'
