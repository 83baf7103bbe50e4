// What other features may use of the places of care: saving the person's country's places on
// this device (the crisis page), and the words for a place's values (the admin's screens).
export { useSaveCountryPlaces } from './save-country-places'
export { accessLabels, costLabels, countryLabels, kindLabels, serviceLabels, servesLabels } from './labels'
