import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { LoadBoundary } from '../components/ui/load-boundary'
import { lazyWhenOnline } from '../lib/load-when-online'
import { useHydrated } from '../lib/use-hydrated'
import { menuButtonClass, MenuIcon } from './menu-icon'

// Headless UI (about 9 KB gzip) loads just after the first render, so the landing page paints
// sooner on a slow phone; until then (offline: until the connection returns) the button is shown,
// disabled.
const MobileMenu = lazyWhenOnline(() => import('./mobile-menu').then((module) => module.MobileMenu))

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
    <div className="xl:hidden">
      {hydrated ? (
        <LoadBoundary failed={disabledButton}>
          <Suspense fallback={disabledButton}>
            <MobileMenu />
          </Suspense>
        </LoadBoundary>
      ) : (
        disabledButton
      )}
    </div>
  )
}
