import { msg } from '@lingui/core/macro'

/** The static content pages of docs/product.md#2-routes-and-screens, named once for their routes, headings and the footer. */
export const contentPages = {
  blog: { to: '/blog', title: msg`Blog` },
  assessmentTools: { to: '/assessment-tools', title: msg`Assessment Tools` },
  webinarsEvents: { to: '/webinars-events', title: msg`Webinars & Events` },
  supportGroups: { to: '/support-groups', title: msg`Support Groups` },
  educationalVideos: { to: '/educational-videos', title: msg`Educational Videos` },
  crisisResources: { to: '/crisis-resources', title: msg`Crisis Resources` },
  careers: { to: '/careers', title: msg`Careers` },
  privacyPolicy: { to: '/privacy-policy', title: msg`Privacy Policy` },
  termsOfService: { to: '/terms-of-service', title: msg`Terms of Service` },
  cookiePolicy: { to: '/cookie-policy', title: msg`Cookie Policy` },
} as const

export type ContentPageKey = keyof typeof contentPages
