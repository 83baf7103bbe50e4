import { expect, it } from 'vitest'
import { routes } from '../../api/contract/routes'
import { endpoints } from './endpoints'

it('names every route of the contract with its method and path', () => {
  const fromContract = Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { method: route.method, path: route.path }]),
  )
  expect(endpoints).toEqual(fromContract)
})
