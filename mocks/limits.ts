import { DEFAULT_LIMITS, type Limits } from '../api/contract/limits'

let current: Limits = { ...DEFAULT_LIMITS }

/** The limits the mocks enforce: the contract's defaults, unless a test set others. */
export function mockLimits(): Limits {
  return current
}

/** Raises or lowers some limits for a test (the server reads them from its environment); until resetMockLimits. */
export function setMockLimits(changes: Partial<Limits>): void {
  current = { ...current, ...changes }
}

export function resetMockLimits(): void {
  current = { ...DEFAULT_LIMITS }
}
