// What other features may use of the local forms: where each form goes, and the Q&A categories.
export { BookingDemoFormSlot } from './booking-demo-form-slot'
export { ContactFormSlot } from './contact-form-slot'
export { labelOf } from './options'
export { QaAskFormSlot } from './qa-ask-form-slot'
export { qaCategories, type QaCategory } from './qa-categories'
