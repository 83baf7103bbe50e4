import { useState } from 'react'

/** The text of a content page's search box, and a way to clear it that puts the focus back in the box. */
export function useSearch() {
  const [query, setQuery] = useState('')
  // The box, set by its callback ref: known after render, and nothing reads it during one.
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  const clear = () => {
    setQuery('')
    input?.focus()
  }
  return { query, setQuery, setInput, clear }
}

export type SearchState = ReturnType<typeof useSearch>
