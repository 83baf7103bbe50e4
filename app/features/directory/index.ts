// What other features may use of the directory: its section of the landing page.
export { DirectorySection } from './directory-section'
