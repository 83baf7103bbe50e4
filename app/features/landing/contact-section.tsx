import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ContactFormSlot } from '../local-forms'
import { LandingSection } from './landing-section'

function Detail({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="text-slate-700">{children}</div>
    </div>
  )
}

/**
 * Contact (docs/product.md#2-routes-and-screens): the reply promise, phone hours and the inquiry form.
 * We have no phone number of our own, so the helpline link leads to the sourced crisis helplines.
 */
export function ContactSection() {
  return (
    <LandingSection
      id="contact"
      tone="tint"
      title={<Trans>Contact Us</Trans>}
      intro={<Trans>Questions about our services, partnerships or careers? Write to us.</Trans>}
    >
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <div className="grid gap-6">
          <Detail title={<Trans>Response time</Trans>}>
            <Trans>We reply within 24 hours.</Trans>
          </Detail>
          <Detail title={<Trans>Phone hours</Trans>}>
            <Trans>Mon-Fri 8am-6pm EAT</Trans>
          </Detail>
          <Detail title={<Trans>Need help now?</Trans>}>
            <Link
              to="/crisis-resources"
              className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
            >
              <Trans>Call a helpline</Trans>
            </Link>
          </Detail>
        </div>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <p className="text-sm text-slate-700">
            <Trans>This form is not connected yet: a message stays on this device and is not sent.</Trans>
          </p>
          <ContactFormSlot />
        </div>
      </div>
    </LandingSection>
  )
}
