import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ContentPage } from '../content-page'
import { ContentTabs } from '../content-tabs'
import { filterBySearch } from '../search'
import { SearchBox, SearchEmpty } from '../search-box'
import { useSearch } from '../use-search'
import { PlaylistList } from './playlist-list'
import { VideoGrid, VideosByCategory } from './video-lists'
import { videos as sample } from './videos'
import { pageDataKey, useStoredData } from '../../../lib/offline/use-stored-data'

/**
 * /educational-videos (docs/product.md#2-routes-and-screens): Featured, By Category and Playlists tabs. The
 * two video tabs share one search (by title or description), kept when switching between them.
 */
export function VideosPage() {
  const videos = useStoredData(pageDataKey('educationalVideos', 'videos'), sample)
  const { t, i18n } = useLingui()
  const search = useSearch()
  const found = filterBySearch(videos, search.query, (video) => [i18n._(video.title), i18n._(video.description)])

  const count = found.length

  const searchable = (list: ReactNode) => (
    <>
      <SearchBox
        search={search}
        label={<Trans>Search videos</Trans>}
        placeholder={t`Title or topic`}
        status={<Plural value={count} one="# video found" other="# videos found" />}
      />
      {count > 0 ? (
        list
      ) : (
        <SearchEmpty onClear={search.clear}>
          <Trans>No videos match your search.</Trans>
        </SearchEmpty>
      )}
    </>
  )

  return (
    <ContentPage
      page="educationalVideos"
      intro={
        <Trans>Short videos by mental-health professionals: watch, learn and share with someone you care about.</Trans>
      }
    >
      <ContentTabs
        label={t`Videos`}
        tabs={[
          { key: 'featured', label: <Trans>Featured</Trans>, panel: searchable(<VideoGrid videos={found} />) },
          {
            key: 'by-category',
            label: <Trans>By Category</Trans>,
            panel: searchable(<VideosByCategory videos={found} />),
          },
          { key: 'playlists', label: <Trans>Playlists</Trans>, panel: <PlaylistList /> },
        ]}
      />
    </ContentPage>
  )
}
