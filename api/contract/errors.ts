import * as v from 'valibot'

/** Every error answer of the API: docs/product.md#8-the-api. */
export const ErrorBody = v.strictObject({
  message: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.string())),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export type FieldErrors = Record<string, string>

/** Thrown by handlers on both implementations; the edge turns it into `{message, fieldErrors}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get body(): ErrorBody {
    return this.fieldErrors ? { message: this.message, fieldErrors: this.fieldErrors } : { message: this.message }
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new ApiError(400, message, fieldErrors)
export const unauthorized = (message: string) => new ApiError(401, message)
export const forbidden = (message: string) => new ApiError(403, message)
export const notFound = (message: string) => new ApiError(404, message)
export const conflict = (message: string, fieldErrors?: FieldErrors) => new ApiError(409, message, fieldErrors)
export const tooLarge = (message: string, fieldErrors?: FieldErrors) => new ApiError(413, message, fieldErrors)
export const unsupportedMediaType = (message: string) => new ApiError(415, message)
export const unprocessable = (message: string) => new ApiError(422, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
