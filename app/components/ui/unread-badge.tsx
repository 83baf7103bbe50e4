/** How many notifications are unread, shown beside the bell or the menu's link; nothing when none. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count === 0) return null
  return (
    <span
      aria-hidden="true"
      className={`min-w-5 rounded-full bg-teal-700 px-1 text-center text-xs leading-5 font-semibold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
