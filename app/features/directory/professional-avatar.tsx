/** The first letters of the first and last name, leaving out honorifics such as "Dr.". */
export function initialsOf(fullName: string): string {
  const names = fullName.split(/\s+/).filter((word) => word !== '' && !word.endsWith('.'))
  const picked = names.length > 1 ? [names[0]!, names[names.length - 1]!] : names
  return picked.map((name) => name.charAt(0).toUpperCase()).join('')
}

/** The professional's photo, or their initials; decorative, since the name is written beside it. */
export function ProfessionalAvatar({ fullName, imageUrl }: { fullName: string; imageUrl: string | null }) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg font-semibold text-teal-800"
    >
      {initialsOf(fullName)}
    </span>
  )
}
