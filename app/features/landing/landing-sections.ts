import { lazyPart } from '../../lib/lazy-part'

// The sections below the first screen, in three files (issue 20): none is in the landing's first
// load, and each file stays over 1 KB (a file per section would make some a few hundred bytes).
const upper = () => import('./upper-sections')
const lower = () => import('./lower-sections')

export const About = lazyPart(() => upper().then((file) => file.AboutSection))
export const Services = lazyPart(() => upper().then((file) => file.ServicesSection))
export const TheraLine = lazyPart(() => upper().then((file) => file.TheraLineSection))
export const BookingDemo = lazyPart(() => upper().then((file) => file.BookingDemoSection))
export const Directory = lazyPart(() => import('../directory/directory-section').then((file) => file.DirectorySection))
export const QaForum = lazyPart(() => lower().then((file) => file.QaForumSection))
export const Resources = lazyPart(() => lower().then((file) => file.ResourcesSection))
export const Journey = lazyPart(() => lower().then((file) => file.JourneySection))
export const Contact = lazyPart(() => lower().then((file) => file.ContactSection))

const sections = [About, Services, TheraLine, BookingDemo, Directory, QaForum, Resources, Journey, Contact]

/** Every section's file, for the prerender: its HTML holds the whole page. */
export const loadLandingSections = () => Promise.all(sections.map((section) => section.preload()))
