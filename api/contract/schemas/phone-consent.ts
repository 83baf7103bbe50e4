type PhoneFields = { phone?: string | null; phoneConsent?: boolean }

/** A phone number needs the consent box ticked (the check's message goes to the box). */
export const phoneNeedsConsent = (input: PhoneFields) => !input.phone || input.phoneConsent === true
