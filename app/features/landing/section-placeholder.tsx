import type { ReactNode } from 'react'

/** A landing section whose content arrives in a later issue; its anchor id already works. */
export function SectionPlaceholder({
  id,
  title,
  tone = 'white',
}: {
  id: string
  title: ReactNode
  tone?: 'white' | 'tint'
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === 'tint' ? 'bg-teal-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
      </div>
    </section>
  )
}
