import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/content-page'

export const Route = createFileRoute('/_site/blog')({ component: () => <ContentPage page="blog">{null}</ContentPage> })
