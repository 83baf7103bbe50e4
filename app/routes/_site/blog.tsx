import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { BlogPage } from '../../features/content/blog/blog-page'

export const Route = createFileRoute('/_site/blog')({
  component: BlogPage,
  staticData: { title: contentPages.blog.title },
})
