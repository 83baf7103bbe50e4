import type { RouteDef } from './routes'

/** The content type of a route's answer at this status when that answer is a file, else null (JSON or empty). */
export function fileAnswerType(route: RouteDef, status: number): string | null {
  const answer = route.responses[status]
  return answer && 'file' in answer ? answer.file : null
}
