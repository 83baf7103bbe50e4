import { useLingui } from '@lingui/react/macro'
import { CardGrid } from '../content-card'
import { VideoCard } from './video-card'
import { videoCategories, type Video, type VideoCategory } from './videos'

/** Videos side by side, in the order given. */
export function VideoGrid({ videos }: { videos: Video[] }) {
  return (
    <CardGrid>
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoCard video={video} eagerImage={index === 0} />
        </li>
      ))}
    </CardGrid>
  )
}

/** Videos under their category's heading (h3); a category with none of them is left out. */
export function VideosByCategory({ videos }: { videos: Video[] }) {
  const { i18n } = useLingui()
  const categories = (Object.keys(videoCategories) as VideoCategory[])
    .map((category) => ({ category, videos: videos.filter((video) => video.category === category) }))
    .filter((group) => group.videos.length > 0)
  return (
    <div className="grid gap-10">
      {categories.map((group) => (
        <div key={group.category} className="grid gap-4">
          <h3 className="text-xl font-semibold text-slate-900">{i18n._(videoCategories[group.category])}</h3>
          <CardGrid>
            {group.videos.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} level={4} withCategory={false} />
              </li>
            ))}
          </CardGrid>
        </div>
      ))}
    </div>
  )
}
