// What other features may use of the content pages: their frame, their list, and the sample actions.
export { ContentPage, ContentSection } from './content-page'
export { contentPages, type ContentPageKey } from './content-pages'
export { useSampleAction } from './sample-action'
