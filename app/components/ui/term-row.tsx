import type { ReactNode } from 'react'

/** One term and its value in a two-column <dl> (`sm:grid-cols-[auto_1fr]`): licence details and the like. */
export function TermRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  )
}
