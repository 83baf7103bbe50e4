import { lazyPart } from '../../lib/lazy-part'

// The sections below the hero, in three files (issue 20): none is in the landing's first
// load, and each file stays over 1 KB (a file per section would make some a few hundred bytes).
type Upper = typeof import('./upper-sections')
type Lower = typeof import('./lower-sections')
const fromUpper = (name: keyof Upper) => lazyPart(() => import('./upper-sections').then((file) => file[name]))
const fromLower = (name: keyof Lower) => lazyPart(() => import('./lower-sections').then((file) => file[name]))

export const Stats = fromUpper('StatsStrip')
export const About = fromUpper('AboutSection')
export const Services = fromUpper('ServicesSection')
export const TheraLine = fromUpper('TheraLineSection')
export const BookingDemo = fromUpper('BookingDemoSection')
export const Directory = lazyPart(() => import('../directory/directory-section').then((file) => file.DirectorySection))
export const QaForum = fromLower('QaForumSection')
export const Resources = fromLower('ResourcesSection')
export const Journey = fromLower('JourneySection')
export const Contact = fromLower('ContactSection')

const sections = [Stats, About, Services, TheraLine, BookingDemo, Directory, QaForum, Resources, Journey, Contact]

/** Every section's file, for the prerender: its HTML holds the whole page. */
export const loadLandingSections = () => Promise.all(sections.map((section) => section.preload()))
