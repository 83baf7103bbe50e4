import type { ContractTarget } from '../test-targets/types'

let current: ContractTarget | undefined

/** Starts the implementation named by CONTRACT_TARGET (koa or msw); the suite never imports one directly. */
export async function startTarget(): Promise<ContractTarget> {
  const name = process.env.CONTRACT_TARGET
  if (name === 'koa') current = await (await import('../test-targets/koa')).start()
  else if (name === 'msw') current = await (await import('../test-targets/msw')).start()
  else throw new Error(`CONTRACT_TARGET must be 'koa' or 'msw', not ${String(name)}`)
  return current
}

export function target(): ContractTarget {
  if (!current) throw new Error('The contract target is not started (startTarget runs in beforeAll)')
  return current
}
