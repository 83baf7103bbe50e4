import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { expect, it } from 'vitest'
import { createAppRouter } from '../../router'
import { chooseSaveData } from './save-data'

it("preloads a link's route on intent, but not while Save data is on", () => {
  const router = createAppRouter(new QueryClient(), createMemoryHistory())
  expect(router.options.defaultPreload).toBe('intent')

  chooseSaveData(true)
  expect(router.options.defaultPreload).toBe(false)

  chooseSaveData(false)
  expect(router.options.defaultPreload).toBe('intent')
})
