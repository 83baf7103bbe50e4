// What other features may use of the directory: its section of the landing page, a professional's
// photo, the card (the dashboard previews it) and the facts on it (the admin page shows them).
// (The profile page's route imports it directly: through here it would join the landing's first load.)
export { DirectorySection } from './directory-section'
export { ProfessionalAvatar } from './professional-avatar'
export { ProfessionalCard } from './professional-card'
export { ProfessionalFacts } from './professional-facts'
