import { expect, it } from 'vitest'
import { endpoints } from './endpoints'
import { routes } from './routes'

it('names every route of the contract with its method and path, and no other', () => {
  const fromContract = Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { method: route.method, path: route.path }]),
  )
  expect(endpoints).toEqual(fromContract)
})
