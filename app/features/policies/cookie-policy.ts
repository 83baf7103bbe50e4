import { msg } from '@lingui/core/macro'
import type { PolicyDocument } from './policy-types'

const required = msg`Required`
const optional = msg`Optional`
const notUsed = msg`We do not set any today.`

/** The Cookie Policy: the four categories of docs/product.md#11-content-and-local-forms, and what the app really stores. */
export const cookiePolicy: PolicyDocument = {
  lastUpdated: '2026-11-22',
  summary: msg`Which cookies and which browser storage this site uses, and why.`,
  sections: [
    {
      id: 'what-cookies-are',
      title: msg`What cookies are`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Cookies are small files a website keeps in your browser. Local storage is a similar place in your browser where a site can keep information on your device.`,
        },
      ],
    },
    {
      id: 'categories',
      title: msg`Cookie categories`,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: msg`Essential`,
              tag: required,
              details: [msg`Needed for the site to work, such as keeping you signed in. They cannot be turned off.`],
            },
            {
              term: msg`Functional`,
              tag: optional,
              details: [msg`Remember choices you make to give you a more personal site.`, notUsed],
            },
            {
              term: msg`Analytics`,
              tag: optional,
              details: [msg`Count visits and measure how the site is used, so we can improve it.`, notUsed],
            },
            {
              term: msg`Marketing`,
              tag: optional,
              details: [msg`Follow you across sites to show advertising.`, notUsed],
            },
          ],
        },
      ],
    },
    {
      id: 'what-we-use',
      title: msg`What we use today`,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: { code: 'wellness.sid' },
              tag: msg`Essential cookie`,
              details: [
                msg`Keeps you signed in. Set only when you sign in; HttpOnly, so scripts on the page cannot read it. It ends when you log out, after 30 minutes without activity, or after 12 hours.`,
                msg`It comes with wellness.sid.sig, its signature, which shows the cookie was set by us.`,
              ],
            },
            {
              term: { code: 'wellness.locale' },
              tag: msg`Cookie and local storage`,
              details: [
                msg`Your language choice, so the site opens in your language next time.`,
                msg`Kept also as a cookie for a year, which our server reads to send the first screen of a page already in your language. It holds nothing else.`,
              ],
            },
            {
              term: { code: 'wellness.safety-plan' },
              tag: msg`Local storage`,
              details: [msg`Your safety plan, only if you fill one in. It never leaves your device.`],
            },
          ],
        },
        { kind: 'paragraph', text: msg`No analytics or marketing cookies are set.` },
      ],
    },
    {
      id: 'your-choices',
      title: msg`Your choices`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`You can delete cookies and local storage in your browser's settings. Deleting local storage also erases your safety plan. If we ever add optional cookies, we will ask you first.`,
        },
      ],
    },
    {
      id: 'contact',
      title: msg`Contact`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Questions about cookies? Write to us through our <0>contact form</0>. See also our <1>Privacy Policy</1>.`,
          links: [{ to: '/', hash: 'contact' }, { to: '/privacy-policy' }],
        },
      ],
    },
  ],
}
