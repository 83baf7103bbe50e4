import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
import { tabClass, tabListClass } from '../../components/ui/tab-classes'

export type ContentTab = { key: string; label: ReactNode; panel: ReactNode }

/**
 * A content page split in tabs (arrow keys move between them). Each panel starts with an h2
 * naming it, for those who move through the page by headings; the tab shows the same name.
 */
export function ContentTabs({ tabs, label }: { tabs: ContentTab[]; label: string }) {
  return (
    <TabGroup>
      <TabList aria-label={label} className={tabListClass}>
        {tabs.map((tab) => (
          <Tab key={tab.key} className={tabClass}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {tabs.map((tab) => (
          <TabPanel key={tab.key} className="grid gap-6">
            <h2 className="sr-only">{tab.label}</h2>
            {tab.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
