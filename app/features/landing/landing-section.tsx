import type { ReactNode } from 'react'

type LandingSectionProps = {
  /** The anchor the header, the footer and deep links such as /#contact scroll to. */
  id: string
  title: ReactNode
  intro?: ReactNode
  tone?: 'white' | 'tint'
  children?: ReactNode
}

/** One section of the landing page: an anchored region named by its h2. */
export function LandingSection({ id, title, intro, tone = 'white', children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === 'tint' ? 'bg-teal-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
