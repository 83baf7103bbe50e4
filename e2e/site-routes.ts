import type { Page } from '@playwright/test'
import { demoAccounts } from '../api/fixtures/demo'
import { PRODUCT_NAME } from '../app/lib/brand'
import { swahili } from '../app/test/read-po'

export type Locale = 'en' | 'sw'

/** Every screen of docs/product.md#2-routes-and-screens with the h1 it must show (an English msgid). */
export type SiteRoute = {
  path: string
  heading: string
  values?: Record<string, string>
  professional?: true
  /** The heading is a name, the same in every language (a place's page), not a msgid. */
  name?: true
  /** Shows a row of the demo seed, which a production server's empty database does not have. */
  seeded?: true
}

export const siteRoutes: SiteRoute[] = [
  { path: '/', heading: 'Connecting Africa to Mental Wellness' },
  { path: '/auth', heading: 'Welcome to {PRODUCT_NAME}', values: { PRODUCT_NAME } },
  { path: '/professional/dashboard', heading: 'Professional Dashboard', professional: true },
  { path: '/blog', heading: 'Blog' },
  { path: '/assessment-tools', heading: 'Assessment Tools' },
  { path: '/webinars-events', heading: 'Webinars & Events' },
  { path: '/support-groups', heading: 'Support Groups' },
  { path: '/educational-videos', heading: 'Educational Videos' },
  { path: '/crisis-resources', heading: 'Crisis Resources' },
  { path: '/careers', heading: 'Careers' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
  { path: '/places', heading: 'Places of care' },
  // The demo seed's first place (api/fixtures/places.ts).
  { path: '/places/1', heading: 'Sample Kisumu Free Counselling Centre', name: true, seeded: true },
  { path: '/no/such/page', heading: 'Page Not Found' },
]

export type Role = 'user' | 'professional' | 'admin'

/** The signed-in screens beyond the dashboard, each with the roles that may open it. */
export const signedInRoutes: (SiteRoute & { roles: Role[] })[] = [
  { path: '/my-sessions', heading: 'My sessions', roles: ['user'] },
  { path: '/admin', heading: 'Administration', roles: ['admin'] },
  { path: '/admin/places', heading: 'Places of care', roles: ['admin'] },
  { path: '/account', heading: 'Your Account', roles: ['user', 'professional', 'admin'] },
  { path: '/notifications', heading: 'Notifications', roles: ['user', 'professional', 'admin'] },
]

/** The route's h1 as a reader of `locale` sees it. */
export function headingIn(route: SiteRoute, locale: Locale): string {
  if (route.name) return route.heading
  if (locale === 'sw') return swahili(route.heading, route.values)
  return route.heading.replace(/\{(\w+)\}/g, (placeholder, name: string) => route.values?.[name] ?? placeholder)
}

/** Starts the page in `locale` (the choice the header's switcher remembers) and signs in if needed. */
export async function openIn(page: Page, route: SiteRoute, locale: Locale): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('wellness.locale', chosen), locale)
  if (route.professional) {
    const { username, password } = demoAccounts.professional
    const answer = await page.request.post('/api/login', { data: { username, password } })
    if (!answer.ok()) throw new Error(`Demo professional login failed: ${answer.status()}`)
  }
  await page.goto(route.path)
}
