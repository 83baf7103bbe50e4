import { useId, type ReactNode } from 'react'

/** One part of the account page, under its own heading. */
export function AccountSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
