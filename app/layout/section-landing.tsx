import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { carriesDirectoryParams } from '../features/directory/directory-params'

/**
 * Every in-page link (/#contact, the header's sections, a policy's table of contents) lands its
 * section under the sticky header: on a fresh load, on each navigation, and on a second tap of
 * the same link, which changes no location and so gets no scroll from the router. A fresh load of
 * the landing with the directory's search or filters and no section lands on the directory.
 */
export function SectionLanding() {
  const router = useRouter()
  useEffect(() => {
    let landing: typeof import('./land-on-section') | undefined
    const land = (hash: string) => {
      // Back to the top of a page: the last section no longer holds it as the page grows.
      if (!hash) return landing?.stopLanding()
      const id = decodeURIComponent(hash)
      const behavior = prefersReducedMotion() ? 'auto' : 'smooth'
      // Loaded when first needed, to keep the landing's first load small; without it, a plain scroll.
      import('./land-on-section')
        .then((module) => {
          landing = module
          module.landOnSection(id, behavior)
        })
        .catch(() => document.getElementById(id)?.scrollIntoView({ behavior }))
    }
    const { hash, pathname, search } = window.location
    // A shared link to the directory's results (/?specialty=trauma) opens on them, not on the hero.
    land(hash.slice(1) || (carriesDirectoryParams(pathname, search) ? 'directory' : ''))
    const unsubscribe = router.subscribe('onRendered', (event) => land(event.toLocation.hash))
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const to = new URL(link.href)
      const here = window.location
      if (to.hash && to.origin === here.origin && to.pathname === here.pathname && to.hash === here.hash) {
        land(to.hash.slice(1))
      }
    }
    document.addEventListener('click', onClick)
    return () => {
      unsubscribe()
      document.removeEventListener('click', onClick)
    }
  }, [router])
  return null
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}
