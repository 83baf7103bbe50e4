// What other features may use of the directory: a professional's photo, the card (the dashboard
// previews it) and the facts on it (the admin page shows them).
// (The profile page's route and the landing's sections import theirs directly: through here they
// would join the first load of whatever imports this.)
export { ProfessionalAvatar } from './professional-avatar'
export { ProfessionalCard } from './professional-card'
export { ProfessionalFacts } from './professional-facts'
