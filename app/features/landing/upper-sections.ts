// The landing's sections between the hero and the directory: one file, loaded when the first of them comes near.
export { AboutSection } from './about-section'
export { BookingDemoSection } from './booking-demo-section'
export { ServicesSection } from './services-section'
export { StatsStrip } from './stats-strip'
export { TheraLineSection } from './theraline-section'
