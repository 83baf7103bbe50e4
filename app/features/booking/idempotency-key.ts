import { useRef } from 'react'

/**
 * One Idempotency-Key per request body: a double tap or a retry of the same booking reuses the key,
 * so the server creates it once; a changed booking gets a new key (the old one would answer 422).
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null)
  return (body) => {
    const text = JSON.stringify(body)
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() }
    return last.current.key
  }
}
