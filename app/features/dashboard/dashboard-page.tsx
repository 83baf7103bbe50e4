import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Suspense, useState, type ReactNode } from 'react'
import { AnalyticsTab } from './analytics/analytics-tab'
import { BookingsTab } from './bookings/bookings-tab'
import { dashboardStoredKeys } from './queries'
import { TrustNotices, type TrustTab } from './trust-notices'
import { lazyPart } from '../../lib/lazy-part'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'

// The profile form (TanStack Form, the contract's schemas) loads when its tab opens, not with the page.
const ProfileTab = lazyPart(() => import('./profile/profile-tab').then((module) => module.ProfileTab))
const AvailabilityTab = lazyPart(() =>
  import('./availability/availability-tab').then((module) => module.AvailabilityTab),
)
const VerificationTab = lazyPart(() =>
  import('./verification/verification-tab').then((module) => module.VerificationTab),
)

/** The tabs in their order; the notices above them open the Profile and Verification tabs. */
const TABS = ['bookings', 'availability', 'profile', 'verification', 'analytics'] as const

const tabClass =
  'min-h-11 shrink-0 rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-hover:bg-slate-100 data-selected:bg-teal-700 data-selected:text-white'

/**
 * The professional dashboard (docs/product.md#7-the-professional-dashboard): Bookings, Availability,
 * Profile, Verification (docs/product.md#15-trust) and Analytics.
 */
export function DashboardPage() {
  const [tab, setTab] = useState(0)
  const open = (name: TrustTab) => setTab(TABS.indexOf(name))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Professional Dashboard</Trans>
        </h1>
        <Link
          to="/account"
          className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline hover:text-teal-900"
        >
          <Trans>Account</Trans>
        </Link>
      </div>
      <StoredCopyNote queryKeys={dashboardStoredKeys} className="mt-3" />
      <TrustNotices onOpen={open} />
      <TabGroup selectedIndex={tab} onChange={setTab} className="mt-6 sm:mt-8">
        <TabList className="grid grid-cols-2 gap-1 rounded-lg bg-slate-50 p-1 sm:flex sm:gap-2">
          <Tab className={tabClass}>
            <Trans>Bookings</Trans>
          </Tab>
          <Tab className={tabClass}>
            <Trans>Availability</Trans>
          </Tab>
          <Tab className={tabClass}>
            <Trans>Profile</Trans>
          </Tab>
          <Tab className={tabClass}>
            <Trans>Verification</Trans>
          </Tab>
          <Tab className={tabClass}>
            <Trans>Analytics</Trans>
          </Tab>
        </TabList>
        <TabPanels className="mt-6">
          <Panel>
            <BookingsTab />
          </Panel>
          <Panel>
            <Suspense fallback={<AvailabilityLoading />}>
              <AvailabilityTab />
            </Suspense>
          </Panel>
          <Panel>
            <Suspense fallback={<ProfileLoading />}>
              <ProfileTab />
            </Suspense>
          </Panel>
          <Panel>
            <Suspense fallback={<VerificationLoading />}>
              <VerificationTab />
            </Suspense>
          </Panel>
          <Panel>
            <AnalyticsTab />
          </Panel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}

function ProfileLoading() {
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading profile...</Trans>
    </p>
  )
}

function VerificationLoading() {
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading verification...</Trans>
    </p>
  )
}

function AvailabilityLoading() {
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading availability...</Trans>
    </p>
  )
}

function Panel({ children }: { children: ReactNode }) {
  return <TabPanel className="rounded-lg">{children}</TabPanel>
}
