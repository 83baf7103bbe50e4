import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '../../features/content/blog/blog-page'

export const Route = createFileRoute('/_site/blog')({ component: BlogPage })
