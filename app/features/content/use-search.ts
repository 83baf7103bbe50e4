import { useRef, useState } from 'react'

/** The text of a content page's search box, and a way to clear it that puts the focus back in the box. */
export function useSearch() {
  const [query, setQuery] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const clear = () => {
    setQuery('')
    inputRef.current?.focus()
  }
  return { query, setQuery, inputRef, clear }
}

export type SearchState = ReturnType<typeof useSearch>
