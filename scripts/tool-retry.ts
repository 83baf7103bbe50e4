/**
 * A failure of the measuring tool itself (Lighthouse's runtimeError such as NO_NAVSTART, a Chrome
 * that would not launch), as opposed to a figure it measured: worth another attempt.
 */
export class ToolFailure extends Error {}

/**
 * Calls `attempt` up to `maxAttempts` times while it throws a ToolFailure, telling `onRetry` before
 * each new attempt. Any other error is thrown at once; the last ToolFailure when none is left.
 */
export function withRetries<T>(
  attempt: () => T,
  maxAttempts: number,
  onRetry: (failure: ToolFailure, nextAttempt: number) => void,
): T {
  for (let number = 1; ; number++) {
    try {
      return attempt()
    } catch (error) {
      if (!(error instanceof ToolFailure) || number >= maxAttempts) throw error
      onRetry(error, number + 1)
    }
  }
}
