// What other features may use of the directory: its section of the landing page, and a professional's photo.
// (The profile page's route imports it directly: through here it would join the landing's first load.)
export { DirectorySection } from './directory-section'
export { ProfessionalAvatar } from './professional-avatar'
