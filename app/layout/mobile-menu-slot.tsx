import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { menuButtonClass, MenuIcon } from './menu-icon'

// Headless UI (about 9 KB gzip) loads just after the first render, so the landing page paints
// sooner on a slow phone; until then the button is shown, disabled.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })))

export function MobileMenuSlot() {
  const { t } = useLingui()
  const disabledButton = (
    <button type="button" disabled aria-label={t`Menu`} className={menuButtonClass}>
      <MenuIcon />
    </button>
  )
  // A prerendered page holds the disabled button; the menu's chunk is asked for once the app has taken over.
  const hydrated = useHydrated()
  return (
    <div className="lg:hidden">
      {hydrated ? (
        <Suspense fallback={disabledButton}>
          <MobileMenu />
        </Suspense>
      ) : (
        disabledButton
      )}
    </div>
  )
}
