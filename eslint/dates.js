/**
 * Every date and time the app shows goes through one formatter, app/lib/time/format.ts
 * (docs/product.md#dates-and-times): the runtime's own date formatting writes US English in
 * English ("Nov 28", "4:05 PM"), so nothing else in the app may call it.
 */
const FORMATTER = 'app/lib/time/format.ts'
const message = `Dates and times are written by ${FORMATTER} only (day before month, 24-hour clock).`

export const dates = [
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: [FORMATTER],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleDateString', message },
        { property: 'toLocaleTimeString', message },
        { property: 'toLocaleString', message: `${message} Numbers: i18n.number.` },
        { object: 'Intl', property: 'DateTimeFormat', message },
        { object: 'i18n', property: 'date', message },
      ],
    },
  },
]
