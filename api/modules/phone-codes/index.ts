/** What other modules use of the codes: their store, where a changed phone or password voids a reset code. */
export { codeStore } from './code-store'
