import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { CardGrid, ContentCard } from '../content-card'
import { illustrations } from '../illustrations'
import { playlists, videos } from './videos'

/** The sample playlists, each with how many videos it holds and Play All. */
export function PlaylistList() {
  const { i18n } = useLingui()
  return (
    <CardGrid>
      {playlists.map((playlist) => {
        const count = playlist.videoIds.length
        const first = videos.find((video) => video.id === playlist.videoIds[0])
        return (
          <li key={playlist.id}>
            <ContentCard
              title={i18n._(playlist.title)}
              image={first ? illustrations[first.thumbnail] : undefined}
              action={<Trans>Play All</Trans>}
              actionVariant="secondary"
            >
              <p>{i18n._(playlist.description)}</p>
              <p className="font-medium text-slate-900">
                <Plural value={count} one="# video" other="# videos" />
              </p>
            </ContentCard>
          </li>
        )
      })}
    </CardGrid>
  )
}
