import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { Illustration } from './illustrations'
import { SampleActionButton } from './sample-action-button'

type ContentCardProps = {
  title: ReactNode
  /** The title's heading level: 3 under a section's h2, 4 under a group's h3. */
  level?: 3 | 4
  /** Badges under the title (category, format, status). */
  badges?: ReactNode
  image?: Illustration
  /** Load the image at once: only for a card at the top of the page (the rest wait until scrolled to). */
  eagerImage?: boolean
  /** The label of the card's sample button, if it has one. */
  action?: ReactNode
  actionVariant?: 'primary' | 'secondary'
  children?: ReactNode
}

/** A sample record on a content page: a titled (h3) card with badges, details and its (sample) button. */
export function ContentCard({
  title,
  level = 3,
  badges,
  image,
  eagerImage,
  action,
  actionVariant,
  children,
}: ContentCardProps) {
  const titleId = useId()
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <article
      aria-labelledby={titleId}
      // Focusable by script: Load More moves the focus to the first card it revealed.
      tabIndex={-1}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {image && <CardImage image={image} eager={eagerImage} />}
      <div className="flex flex-1 flex-col p-5">
        <Heading id={titleId} className="text-lg/6 font-semibold text-slate-900">
          {title}
        </Heading>
        {badges && <div className="mt-2 flex flex-wrap gap-2">{badges}</div>}
        {children && <div className="mt-3 grid gap-2 text-sm text-slate-700">{children}</div>}
        {action && (
          <div className="mt-auto pt-5">
            <SampleActionButton describedBy={titleId} variant={actionVariant}>
              {action}
            </SampleActionButton>
          </div>
        )}
      </div>
    </article>
  )
}

function CardImage({ image, eager }: { image: Illustration; eager?: boolean }) {
  const { i18n } = useLingui()
  return (
    <img
      src={image.src}
      alt={i18n._(image.alt)}
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-video h-auto w-full bg-slate-100 object-cover"
    />
  )
}

/** The grid the cards of a list sit in: one column on a phone, up to three on a wide screen. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
}
