import { msg } from '@lingui/core/macro'
import { PRODUCT_NAME } from '../../lib/brand'
import type { PolicyDocument } from './policy-types'

/**
 * The Privacy Policy, with the figures of docs/product.md#11-content-and-local-forms (30 days, about
 * 7 years, up to 2 years) and what deletion does, as docs/product.md#15-trust says.
 */
export const privacyPolicy: PolicyDocument = {
  lastUpdated: '2026-11-24',
  summary: msg`What personal data ${PRODUCT_NAME} keeps, why, who sees it and how long we keep it, in plain words.`,
  sections: [
    {
      id: 'what-we-collect',
      title: msg`What we collect`,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: msg`Your account`,
              details: [
                msg`Your username, your account type and a hash of your password. We never keep the password itself.`,
              ],
            },
            {
              term: msg`Professionals' profiles`,
              details: [
                msg`Title, name, photo, biography, specialties, languages, location and session price. These are public in the directory.`,
              ],
            },
            {
              term: msg`Booking requests`,
              details: [
                msg`The professional you asked, the date, time and type of session, its status and the note you add.`,
              ],
            },
            {
              term: msg`Session notes`,
              details: [
                msg`Notes a professional writes about a session. They are encrypted at rest and visible only to the professional who wrote them.`,
              ],
            },
            {
              term: msg`Licence checks`,
              details: [
                msg`For professionals: the body that licensed you, your registration number, the licence's expiry date and, if you upload it, the licence itself, encrypted at rest.`,
              ],
            },
            {
              term: msg`Audit trail`,
              details: [
                msg`A record of security and care events: sign-ins, failed sign-ins, sign-outs, password changes, data downloads, account deletions, reading and writing session notes, booking changes and licence checks. Each entry says which account did what, to which record, when, and a scrambled form of the network address. It never holds a note, a password, a reason or a document.`,
              ],
            },
            {
              term: msg`Usage data`,
              details: [
                msg`Technical records of requests to our server, such as the time, the page or action and any error.`,
              ],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: msg`The contact form, the question form and the booking demo on our home page send nothing to us. Your safety plan and your language choice stay on your device.`,
        },
      ],
    },
    {
      id: 'why-we-use-it',
      title: msg`Why we use it`,
      blocks: [
        {
          kind: 'list',
          items: [
            msg`To create your account and keep you signed in.`,
            msg`To show the directory of professionals.`,
            msg`To pass your booking request to the professional you chose, and their answer back to you.`,
            msg`To let professionals keep private notes of their sessions.`,
            msg`To show which professionals our team has checked, and until when their licence holds.`,
            msg`To keep the service working and secure, using usage data and the audit trail.`,
          ],
        },
        { kind: 'paragraph', text: msg`We do not sell your data and do not use it for advertising.` },
      ],
    },
    {
      id: 'who-sees-it',
      title: msg`Who sees it`,
      blocks: [
        {
          kind: 'list',
          items: [
            msg`The professional you send a booking request to sees your username, the request and your note.`,
            msg`Anyone can see professionals' public profiles and, for a checked licence, the body that licensed them, the registration number and the dates it was checked and is valid until.`,
            msg`Our administrators see what a professional submits for the licence check, the licence document included, and the audit trail of licence checks.`,
            msg`Session notes are seen only by the professional who wrote them: not by you, other professionals or other users.`,
            msg`Our staff, only when needed to run the service, fix a fault or meet a legal duty.`,
          ],
        },
      ],
    },
    {
      id: 'where-it-is-stored',
      title: msg`Where it is stored`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Account, profile, booking and usage data are stored in our database on our servers. Your language choice and your safety plan are stored only in your browser, on your device, and are never sent to us. See our <0>Cookie Policy</0>.`,
          links: [{ to: '/cookie-policy' }],
        },
      ],
    },
    {
      id: 'your-rights',
      title: msg`Your rights`,
      blocks: [
        {
          kind: 'list',
          items: [
            msg`Access: Download my data gives you a file with your account, your bookings and your notes on them, the audit trail entries about you and, for professionals, your profile, hours, session notes and licence check.`,
            msg`Correction: change your phone number and password on your account page; professionals change their profile on their dashboard.`,
            msg`Deletion: Delete my account erases your account at once, as described under How long we keep it.`,
            msg`Objection: object to how we use your data.`,
          ],
        },
        {
          kind: 'paragraph',
          text: msg`Access, correction and deletion are on your <0>account page</0> when you are signed in, and take effect at once, without writing to anyone. For an objection or any other request, write to us through our <1>contact form</1>: we respond within 30 days. You may also complain to the Office of the Data Protection Commissioner in Kenya.`,
          links: [{ to: '/account' }, { to: '/', hash: 'contact' }],
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      title: msg`How long we keep it`,
      blocks: [
        {
          kind: 'list',
          items: [
            msg`Account and profile data are kept while your account exists.`,
            msg`Therapy records (booking requests and session notes) are kept for about 7 years after the last session, as health records must be.`,
            msg`Usage data is kept for up to 2 years.`,
          ],
        },
        { kind: 'paragraph', text: msg`After that, we delete the data or make it anonymous.` },
        {
          kind: 'paragraph',
          text: msg`When you delete your account, we erase at once your sign-in, your phone number and what you wrote on your bookings: your notes and reasons and, for a professional, session notes and joining instructions. A professional's profile goes too, with its photo, hours, licence check and licence document. Your pending and confirmed sessions that have not started are cancelled, and the other person sees the reason. Every signed-in session of your account ends.`,
        },
        {
          kind: 'paragraph',
          text: msg`What we keep: the other person keeps the booking (its date, type and status), shown as 'Deleted account'. The session notes a professional wrote about a client who deleted their account stay with that professional as their health record, with the booking, until 7 years after that client's last session with them, and are then deleted. The audit trail keeps account numbers, actions and times, never names or notes.`,
        },
      ],
    },
    {
      id: 'security',
      title: msg`Security`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Passwords are stored only as a slow, salted hash. Session notes and licence documents are encrypted at rest. A signed-in session ends after 30 minutes without activity and after 12 hours at most. No system is perfectly secure: if you think your account has been misused, tell us at once.`,
        },
      ],
    },
    {
      id: 'children',
      title: msg`Children`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Accounts are for people aged 18 or over. A younger person can be supported through a parent or guardian. Free child helplines are listed on our <0>Crisis Resources</0> page.`,
          links: [{ to: '/crisis-resources' }],
        },
      ],
    },
    {
      id: 'changes',
      title: msg`Changes to this policy`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`When we change this policy, we change the date at the top of this page and, for important changes, say so on our site.`,
        },
      ],
    },
    {
      id: 'contact',
      title: msg`Contact`,
      blocks: [
        {
          kind: 'paragraph',
          text: msg`Questions about your data? Write to us through our <0>contact form</0>.`,
          links: [{ to: '/', hash: 'contact' }],
        },
      ],
    },
  ],
}
