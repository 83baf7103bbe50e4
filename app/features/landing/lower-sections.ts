// The landing's sections after the directory: one file, loaded when the first of them comes near.
export { ContactSection } from './contact-section'
export { JourneySection } from './journey-section'
export { QaForumSection } from './qa-forum-section'
export { ResourcesSection } from './resources-section'
