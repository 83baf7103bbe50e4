import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-hover:bg-slate-100 data-selected:bg-teal-700 data-selected:text-white'

/**
 * The professional dashboard (product-spec.md section 2). Placeholder panels: the dashboard issue
 * fills Bookings, Profile and Analytics and adds the Session Notes dialog.
 */
export function DashboardPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>Professional Dashboard</Trans>
      </h1>
      <TabGroup className="mt-8">
        <TabList className="flex gap-2 overflow-x-auto rounded-lg bg-slate-50 p-1">
          <Tab className={tabClass}>
            <Trans>Bookings</Trans>
          </Tab>
          <Tab className={tabClass}>
            <Trans>Profile</Trans>
          </Tab>
          <Tab className={tabClass}>
            <Trans>Analytics</Trans>
          </Tab>
        </TabList>
        <TabPanels className="mt-6">
          <Panel>
            <Trans>Booking requests and upcoming sessions will appear here.</Trans>
          </Panel>
          <Panel>
            <Trans>Your public profile will be editable here.</Trans>
          </Panel>
          <Panel>
            <Trans>Your booking counters will appear here.</Trans>
          </Panel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}

function Panel({ children }: { children: ReactNode }) {
  return <TabPanel className="rounded-lg border border-slate-200 p-6 text-slate-700">{children}</TabPanel>
}
