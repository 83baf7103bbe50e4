import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/** Each move to another page asks for a header count again (not the first render: the query just asked). */
export function useRefetchOnNavigation(refetch: () => Promise<unknown>) {
  const path = useRouterState({ select: (state) => state.location.pathname })
  const shown = useRef(path)
  useEffect(() => {
    if (shown.current === path) return
    shown.current = path
    void refetch()
  }, [path, refetch])
}
