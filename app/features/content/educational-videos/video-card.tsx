import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../badge'
import { ContentCard } from '../content-card'
import { illustrations } from '../illustrations'
import { videoCategories, type Video } from './videos'

type VideoCardProps = {
  video: Video
  level?: 3 | 4
  eagerImage?: boolean
  /** Show the category badge (not under a heading that already names the category). */
  withCategory?: boolean
}

/** One sample video: thumbnail, title, category, duration, description and Play Video. */
export function VideoCard({ video, level, eagerImage, withCategory = true }: VideoCardProps) {
  const { i18n } = useLingui()
  return (
    <ContentCard
      title={i18n._(video.title)}
      level={level}
      image={illustrations[video.thumbnail]}
      eagerImage={eagerImage}
      badges={
        <>
          {withCategory && <Badge>{i18n._(videoCategories[video.category])}</Badge>}
          <Duration seconds={video.duration} />
        </>
      }
      action={<Trans>Play Video</Trans>}
    >
      <p>{i18n._(video.description)}</p>
    </ContentCard>
  )
}

/** 252 seconds as '4:12', the way video players show it. */
function Duration({ seconds }: { seconds: number }) {
  const minutes = Math.floor(seconds / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return (
    <time dateTime={`PT${minutes}M${seconds % 60}S`} className="text-xs text-slate-600">
      {minutes}:{rest}
    </time>
  )
}
