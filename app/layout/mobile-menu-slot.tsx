import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { menuButtonClass, MenuIcon } from './menu-icon'

// Headless UI (about 9 KB gzip) loads just after the first render, so the landing page paints
// sooner on a slow phone; until then the button is shown, disabled.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })))

export function MobileMenuSlot() {
  const { t } = useLingui()
  return (
    <div className="lg:hidden">
      <Suspense
        fallback={
          <button type="button" disabled aria-label={t`Menu`} className={menuButtonClass}>
            <MenuIcon />
          </button>
        }
      >
        <MobileMenu />
      </Suspense>
    </div>
  )
}
