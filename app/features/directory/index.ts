// What other features may use of the directory: its section of the landing page, and a professional's own page.
export { DirectorySection } from './directory-section'
export { ProfessionalProfilePage } from './profile-page/professional-profile-page'
export { ProfessionalAvatar } from './professional-avatar'
