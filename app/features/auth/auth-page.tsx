import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Trans } from '@lingui/react/macro'
import { Link, Navigate, useRouter, useSearch } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { CrisisHelpLink } from '../../components/ui/crisis-help-link'
import { hidesTabFocusSentinelClass, tabClass, tabListClass } from '../../components/ui/tab-classes'
import { LanguageSwitcher } from '../../layout/language-switcher'
import { PRODUCT_NAME } from '../../lib/brand'
import { useHydrated } from '../../lib/use-hydrated'
import { useOnline } from '../../lib/use-online'
import { homeFor } from './auth-context'
import { ForgotPassword } from './forgot-password'
import { LoginForm } from './login-form'
import { useCurrentUser } from './current-user'
import { RegisterForm } from './register-form'

/**
 * The auth screen (docs/product.md#2-routes-and-screens): Login (default) and Register tabs, back to home,
 * Crisis help and the language switcher, a promo panel on large screens. Whoever is signed in (already, or by these forms) goes back to
 * the page they were sent here from (`redirect`), else to their home: /professional/dashboard for
 * a professional, / for everyone else.
 */
export function AuthPage() {
  const { data: user } = useCurrentUser()
  // Back to the page a person was on when asked to sign in again (the search param is checked by the route).
  const { redirect } = useSearch({ from: '/auth' })
  if (user) return redirect ? <GoBackTo href={redirect} /> : <Navigate to={homeFor(user)} replace />

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      {/* Bottom room below lg: toasts sit over the page's foot, the submit button must scroll clear of them. */}
      <main className="flex flex-col px-4 pt-6 pb-32 sm:px-6 lg:pb-6">
        {/* No site header here: its Crisis help and language switcher come along. */}
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/" className="button-secondary mr-auto">
            <span aria-hidden="true">←</span> <Trans>Back to Home</Trans>
          </Link>
          <CrisisHelpLink />
          <LanguageSwitcher />
        </div>
        <div className={`mx-auto mt-8 w-full max-w-md sm:mt-10 ${hidesTabFocusSentinelClass}`}>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            <Trans>Welcome to {PRODUCT_NAME}</Trans>
          </h1>
          {/* Shown while the session check is still out, so the prerendered page holds the form: most
              people here are signed out, and one who is signed in is taken home when the answer comes.
              A Suspense boundary (nothing inside suspends) has React take the form over in a task of
              its own, after the rest of the page. */}
          <OfflineSignInNote />
          <Suspense fallback={null}>
            <AuthTabs />
          </Suspense>
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

/** Replaces /auth in the history with a page of this site given as a whole href (path, search, hash). */
function GoBackTo({ href }: { href: string }) {
  const router = useRouter()
  useEffect(() => {
    void router.navigate({ href, replace: true })
  }, [router, href])
  return null
}

/** Offline the forms stay (a person may fill them in), but they cannot reach the server: say so. */
function OfflineSignInNote() {
  const online = useOnline()
  if (online) return null
  return (
    <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <Trans>
        You are offline. Logging in and creating an account need a connection: try again once you are back online.
      </Trans>
    </p>
  )
}

function AuthTabs() {
  // Prerendered, the Register tab would take no tap until the app is live: it waits, like the fields.
  const hydrated = useHydrated()
  return (
    <TabGroup className="mt-8">
      <TabList className={tabListClass}>
        <Tab className={tabClass}>
          <Trans>Login</Trans>
        </Tab>
        <Tab className={tabClass} disabled={!hydrated}>
          <Trans>Register</Trans>
        </Tab>
      </TabList>
      <TabPanels className="mt-6">
        <TabPanel className="grid gap-6">
          <p className="text-slate-700">
            <Trans>Log in with your username and password.</Trans>
          </p>
          <LoginForm />
          <ForgotPassword />
        </TabPanel>
        <TabPanel className="grid gap-6">
          <p className="text-slate-700">
            <Trans>Create an account to request sessions, or to offer your services as a professional.</Trans>
          </p>
          <RegisterForm />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  )
}
