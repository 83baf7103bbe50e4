import { msg } from '@lingui/core/macro'
import { PRODUCT_NAME } from '../../lib/brand'
import type { PolicyDocument } from './policy-types'

/** The Terms of Service: the platform is not an emergency service, and Kenyan law governs. */
export const termsOfService: PolicyDocument = {
  lastUpdated: '2026-11-22',
  summary: msg`The rules for using ${PRODUCT_NAME}. By using the platform you agree to them.`,
  sections: [
    {
      id: 'using-the-platform',
      title: msg`Using the platform`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`${PRODUCT_NAME} helps you find mental-health professionals, ask them for a session and read about mental wellness. Our articles, tools and videos are for education: they do not replace a diagnosis or treatment by a professional.`,
        },
      ],
    },
    {
      id: 'not-an-emergency-service',
      title: msg`Not an emergency service`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`${PRODUCT_NAME} is not an emergency service. Booking requests and messages may not be read for hours. If you or someone else is in danger, call your emergency number now or see our <0>Crisis Resources</0> page.`,
          links: [{ to: '/crisis-resources' }],
        },
      ],
    },
    {
      id: 'accounts',
      title: msg`Accounts`,
      blocks: [
        {
          kind: 'list',
          items: [
            msg`You must be 18 or over to create an account.`,
            msg`Keep your password to yourself; you are responsible for what is done with your account.`,
            msg`Give true information, and choose the account type that is really yours.`,
            msg`You can ask us to close your account at any time.`,
          ],
        },
      ],
    },
    {
      id: 'professionals',
      title: msg`Professionals and verification`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Professionals write their own profiles. A Verified badge means our team has checked their professional credentials. Professionals remain responsible for the care they give and for following the rules of their profession.`,
        },
      ],
    },
    {
      id: 'bookings',
      title: msg`Bookings`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`A booking is a request: the professional accepts or declines it. Prices are set by each professional and paid to them as you agree together; we do not take payments.`,
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: msg`Acceptable use`,
      blocks: [
        {
          kind: 'list',
          items: [
            msg`Do not harass, threaten or deceive anyone.`,
            msg`Do not pretend to be someone else or claim qualifications you do not have.`,
            msg`Do not try to reach data that is not yours, or disrupt the service.`,
            msg`Do not use the platform to advertise or to collect other people's data.`,
          ],
        },
        { kind: 'paragraph', text: msg`We may suspend an account that breaks these rules.` },
      ],
    },
    {
      id: 'liability',
      title: msg`Liability`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`We work to keep the platform available and correct, but we cannot promise it will always be. As far as the law allows, we are not liable for the advice or care given by professionals, or for losses caused by the platform being unavailable.`,
        },
      ],
    },
    {
      id: 'changes',
      title: msg`Changes to these terms`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`When we change these terms, we change the date at the top of this page. If you keep using the platform after a change, the new terms apply.`,
        },
      ],
    },
    {
      id: 'governing-law',
      title: msg`Governing law`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`These terms are governed by the laws of Kenya, and disputes go to the courts of Kenya.`,
        },
      ],
    },
    {
      id: 'contact',
      title: msg`Contact`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Questions about these terms? Write to us through our <0>contact form</0>.`,
          links: [{ to: '/', hash: 'contact' }],
        },
      ],
    },
  ],
}
