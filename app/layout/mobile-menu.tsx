import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { CrisisHelpLink } from '../components/ui/crisis-help-link'
import { AccountLinks } from './account-links'
import { NotificationsMenuLink } from '../features/notifications/notifications-menu-link'
import { sectionLinks } from './section-links'
import { menuButtonClass, MenuIcon } from './menu-icon'
import { useDismiss } from './use-dismiss'

/**
 * The header's menu, at every width, on Headless UI's Disclosure: Crisis help, the landing's
 * sections, and below the widths where the header's row holds them, the account's links and Get
 * Help. Enter or Space (or a tap) toggles it; Escape, a tap outside or following a link closes it
 * and focus returns to the button.
 */
export function MobileMenu() {
  return <Disclosure as="div">{({ open, close }) => <MenuContent open={open} close={close} />}</Disclosure>
}

function MenuContent({ open, close }: { open: boolean; close: () => void }) {
  const { t, i18n } = useLingui()
  const root = useRef<HTMLDivElement>(null)
  useDismiss(root, open, close)

  return (
    <div ref={root}>
      <DisclosureButton aria-label={t`Menu`} className={menuButtonClass}>
        <MenuIcon open={open} />
      </DisclosureButton>
      <DisclosurePanel className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-3 pb-4 shadow-lg sm:px-6">
        <nav aria-label={t`Main`} className="grid gap-3">
          <CrisisHelpLink look="wide" onClick={() => close()} />
          <ul className="grid gap-1 sm:grid-cols-2 xl:grid-cols-3">
            {sectionLinks.map((link) => (
              <li key={link.hash}>
                <Link to="/" hash={link.hash} onClick={() => close()} className="nav-link flex">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <NotificationsMenuLink onNavigate={() => close()} />
          <div className="grid gap-1 border-t border-slate-200 pt-3 xl:hidden">
            <AccountLinks onNavigate={() => close()} />
            <Link to="/" hash="contact" onClick={() => close()} className="button-primary mt-2 lg:hidden">
              <Trans>Get Help</Trans>
            </Link>
          </div>
        </nav>
      </DisclosurePanel>
    </div>
  )
}
