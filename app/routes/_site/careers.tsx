import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../../features/content/careers/careers-page'

export const Route = createFileRoute('/_site/careers')({ component: CareersPage })
