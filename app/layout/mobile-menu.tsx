import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCallback, useId, useRef, useState } from 'react'
import { CrisisHelpLink } from '../components/ui/crisis-help-link'
import { AccountLinks } from './account-links'
import { NotificationsMenuLink } from '../features/notifications/notifications-menu-link'
import { sectionLinks } from './section-links'
import { menuButtonClass, MenuIcon } from './menu-icon'
import { useDismiss } from './use-dismiss'

/**
 * The header's menu, at every width, as the WAI-ARIA disclosure pattern: a button with
 * aria-expanded that shows or hides the links. Crisis help, the landing's sections, and below the
 * widths where the header's row holds them, the account's links and Get Help. Enter or Space (or a
 * tap) toggles it; Escape, a tap outside or following a link closes it and focus returns to the
 * button. Written here rather than with Headless UI's Disclosure, which brought 11 KB gzip of the
 * library into every page's load for a toggle (issue 20); its dialogs and tabs still use it.
 */
export function MobileMenu() {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  useDismiss(root, open, close)

  return (
    <div ref={root}>
      <button
        ref={button}
        type="button"
        aria-label={t`Menu`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={menuButtonClass}
      >
        <MenuIcon open={open} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-3 pb-4 shadow-lg sm:px-6"
        >
          <nav aria-label={t`Main`} className="grid gap-3">
            <CrisisHelpLink look="wide" onClick={close} />
            <ul className="grid gap-1 sm:grid-cols-2 xl:grid-cols-3">
              {sectionLinks.map((link) => (
                <li key={link.hash}>
                  <Link to="/" hash={link.hash} onClick={close} className="nav-link flex">
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
            <NotificationsMenuLink onNavigate={close} />
            <div className="grid gap-1 border-t border-slate-200 pt-3 xl:hidden">
              <AccountLinks onNavigate={close} />
              <Link to="/" hash="contact" onClick={close} className="button-primary mt-2 lg:hidden">
                <Trans>Get Help</Trans>
              </Link>
            </div>
          </nav>
        </div>
      )}
    </div>
  )
}
