import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../../lib/brand'

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-hover:bg-white/60 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow'

/**
 * The auth screen (product-spec.md section 2): Login (default) and Register tabs, back to home,
 * a promo panel on large screens. Placeholder panels: the auth issue adds the two forms, which
 * call useLoginMutation / useRegisterMutation (queries.ts) and then navigate to homeFor(user).
 */
export function AuthPage() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main className="flex flex-col px-4 py-6 sm:px-6">
        <Link to="/" className="button-secondary self-start">
          <span aria-hidden="true">←</span> <Trans>Back to Home</Trans>
        </Link>
        <div className="mx-auto mt-10 w-full max-w-md">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            <Trans>Welcome to {PRODUCT_NAME}</Trans>
          </h1>
          <TabGroup className="mt-8">
            <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tab className={tabClass}>
                <Trans>Login</Trans>
              </Tab>
              <Tab className={tabClass}>
                <Trans>Register</Trans>
              </Tab>
            </TabList>
            <TabPanels className="mt-6">
              <TabPanel className="text-slate-700">
                <Trans>The sign-in form will appear here.</Trans>
              </TabPanel>
              <TabPanel className="text-slate-700">
                <Trans>The registration form will appear here.</Trans>
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </div>
      </main>
      <aside className="hidden bg-teal-800 p-12 text-white lg:flex lg:flex-col lg:justify-center">
        <p className="text-4xl font-bold">
          <Trans>Connecting Africa to Mental Wellness</Trans>
        </p>
        <p className="mt-4 text-lg text-teal-50">
          <Trans>Find verified mental-health professionals and request a session.</Trans>
        </p>
      </aside>
    </div>
  )
}
