const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 20 20',
  fill: 'currentColor',
  className: 'size-4 shrink-0',
} as const

export function CheckBadgeIcon() {
  return (
    <svg {...iconProps}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      />
    </svg>
  )
}

export function MapPinIcon() {
  return (
    <svg {...iconProps}>
      <path
        fillRule="evenodd"
        d="M10 1.5a6 6 0 0 0-6 6c0 4.2 5.2 10.3 5.4 10.6a.8.8 0 0 0 1.2 0c.2-.3 5.4-6.4 5.4-10.6a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Z"
      />
    </svg>
  )
}

export function LanguageIcon() {
  return (
    <svg {...iconProps}>
      <path
        fillRule="evenodd"
        d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.9a12.5 12.5 0 0 0-1.3-5 6 6 0 0 1 4.2 5ZM10 4.1c.8 1.1 1.4 2.9 1.5 4.9h-3c.1-2 .7-3.8 1.5-4.9ZM8.3 4a12.5 12.5 0 0 0-1.3 5H4.1a6 6 0 0 1 4.2-5ZM4.1 11h2.9c.1 1.9.6 3.6 1.3 5a6 6 0 0 1-4.2-5Zm5.9 4.9c-.8-1.1-1.4-2.9-1.5-4.9h3c-.1 2-.7 3.8-1.5 4.9Zm1.7.1c.7-1.4 1.2-3.1 1.3-5h2.9a6 6 0 0 1-4.2 5Z"
      />
    </svg>
  )
}
