import { passwordResetRoutes } from './reset-routes'
import { phoneVerificationRoutes } from './phone-routes'

/** Codes sent by SMS: the phone's verification and the password reset (docs/product.md#4-accounts-and-sessions). */
export const phoneCodeRoutes = [...phoneVerificationRoutes, ...passwordResetRoutes]
