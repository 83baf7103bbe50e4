import { useEffect, type RefObject } from 'react'

/**
 * Keeps --toast-top and --toast-bottom on the page: how far the shown toasts reach down from the
 * top of the screen (phones) or up from its bottom (wider screens), 0 without any. Dialogs keep out
 * of that room (dialog-viewport.ts).
 */
export function useToastInsets(list: RefObject<HTMLElement | null>, shown: number): void {
  useEffect(() => {
    const root = document.documentElement.style
    const element = list.current
    const clear = () => {
      root.removeProperty('--toast-top')
      root.removeProperty('--toast-bottom')
    }
    if (!element || shown === 0) return clear()
    const measure = () => {
      const box = element.getBoundingClientRect()
      const atTop = box.top < window.innerHeight / 2
      root.setProperty('--toast-top', atTop ? `${Math.ceil(box.bottom)}px` : '0px')
      root.setProperty('--toast-bottom', atTop ? '0px' : `${Math.ceil(window.innerHeight - box.top)}px`)
    }
    measure()
    const resized = new ResizeObserver(measure)
    resized.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      resized.disconnect()
      window.removeEventListener('resize', measure)
      clear()
    }
  }, [list, shown])
}
