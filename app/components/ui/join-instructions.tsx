import { joinSegments } from '../../lib/join-segments'

const LINK = 'font-medium text-teal-800 underline [overflow-wrap:anywhere] hover:text-teal-700'

/**
 * A session's joining instructions with their `https:` addresses and phone numbers tappable
 * (app/lib/join-segments.ts); React writes every part as text, so no markup in them ever runs.
 */
export function JoinInstructions({ text }: { text: string }) {
  return joinSegments(text).map((segment, index) =>
    segment.kind === 'text' ? (
      <span key={index}>{segment.text}</span>
    ) : segment.kind === 'web' ? (
      <a key={index} href={segment.href} rel="noopener noreferrer" target="_blank" className={LINK}>
        {segment.text}
      </a>
    ) : (
      <a key={index} href={segment.href} className={LINK}>
        {segment.text}
      </a>
    ),
  )
}
