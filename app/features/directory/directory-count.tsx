import { Plural, Trans, useLingui } from '@lingui/react/macro'

/** The status line's count: "12 professionals found", or "1,000+ professionals found" for a capped total. */
export function DirectoryCount({ total, capped }: { total: number; capped: boolean }) {
  const { i18n } = useLingui()
  if (capped) {
    const atLeast = i18n.number(total)
    return <Trans>{atLeast}+ professionals found</Trans>
  }
  return <Plural value={total} _0="No professionals found" one="# professional found" other="# professionals found" />
}
