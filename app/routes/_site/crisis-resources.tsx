import { createFileRoute } from '@tanstack/react-router'
import { CrisisPage } from '../../features/crisis/crisis-page'

export const Route = createFileRoute('/_site/crisis-resources')({ component: CrisisPage })
