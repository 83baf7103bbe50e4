import { useLingui } from '@lingui/react/macro'
import { LoadLater } from '../components/ui/load-later'
import { lazyPart } from '../lib/lazy-part'
import { menuButtonClass, MenuIcon } from './menu-icon'

// The menu and the account's links load just after the first render, so the landing page paints
// sooner on a slow phone; until then (offline: until the connection returns) the button is shown,
// disabled.
const MobileMenu = lazyPart(() => import('./header-parts').then((file) => file.MobileMenu))

export function MobileMenuSlot() {
  const { t } = useLingui()
  const disabledButton = (
    <button type="button" disabled aria-label={t`Menu`} className={menuButtonClass}>
      <MenuIcon />
    </button>
  )
  return (
    <div className="shrink-0">
      <LoadLater part={MobileMenu} when="hydrated" fallback={disabledButton}>
        {(Menu) => <Menu />}
      </LoadLater>
    </div>
  )
}
