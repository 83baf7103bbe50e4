/** The platform's name, written once: it is a name, so it is not translated. */
export const PRODUCT_NAME = 'Wellness Africa'
