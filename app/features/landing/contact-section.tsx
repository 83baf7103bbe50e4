import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CountryHelpNow } from '../crisis'
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
 * Contact (docs/product.md#2-routes-and-screens), where Get Help leads: first the crisis lines of the
 * person's country, to call at a tap (we have no phone number of our own), then the reply promise,
 * phone hours and the inquiry form.
 */
export function ContactSection() {
  return (
    <LandingSection id="contact" tone="tint" title={<Trans>Contact Us</Trans>}>
      <div className="mt-6 max-w-3xl">
        <CountryHelpNow />
      </div>
      <p className="mt-8 max-w-3xl text-slate-700">
        <Trans>Questions about our services, partnerships or careers? Write to us.</Trans>
      </p>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-3">
        <div className="grid gap-6">
          <Detail title={<Trans>Response time</Trans>}>
            <Trans>We reply within 24 hours.</Trans>
          </Detail>
          <Detail title={<Trans>Phone hours</Trans>}>
            <Trans>Mon-Fri 8am-6pm EAT</Trans>
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
