// What other features may use of the places of care: the names of a place's values (the admin's
// places screen shows them too).
export { accessLabels, costLabels, kindLabels, servesLabels, serviceLabels } from './labels'
