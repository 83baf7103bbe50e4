import { i18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { User } from '../../../api/contract/schemas/auth'
import { queryRoots } from '../query-keys'
import type { Reader } from './save-data-precache'

/** Who reads this page: the signed-in role (the ['user'] query) and the language spoken. */
export type PageReader = {
  current: () => Reader
  /** Calls `listener` whenever the role or the language changes. */
  onChange: (listener: (reader: Reader) => void) => void
}

export function pageReader(queryClient: QueryClient): PageReader {
  const current = (): Reader => ({
    role: queryClient.getQueryData<User | null>(queryRoots.user)?.role ?? null,
    locale: i18n.locale || null,
  })
  return {
    current,
    onChange(listener) {
      let last = current()
      const check = () => {
        const now = current()
        if (now.role === last.role && now.locale === last.locale) return
        last = now
        listener(now)
      }
      queryClient.getQueryCache().subscribe(check)
      i18n.on('change', check)
    },
  }
}
