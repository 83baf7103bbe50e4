import * as v from 'valibot'

/**
 * What the SMS provider (Africa's Talking) posts, form-encoded. Loose objects: the provider adds
 * fields (phoneNumber, networkCode, failureReason, retryCount, date, linkId ...) we do not read.
 */
const Field = v.pipe(v.string(), v.maxLength(1000))

/** A delivery report: the provider's message id (its send answered it as messageId) and the outcome. */
export const SmsDeliveryReport = v.looseObject({ id: Field, status: Field })
export type SmsDeliveryReport = v.InferOutput<typeof SmsDeliveryReport>

/** An SMS a person sent back; STOP turns their update SMS off. */
export const SmsInbound = v.looseObject({ from: Field, text: v.optional(Field, '') })
export type SmsInbound = v.InferOutput<typeof SmsInbound>

/** The delivery report statuses that end a message: delivered, or not at all. */
export const DELIVERED_STATUSES = ['Success'] as const
export const UNDELIVERED_STATUSES = ['Failed', 'Rejected', 'AbsentSubscriber', 'Expired'] as const
