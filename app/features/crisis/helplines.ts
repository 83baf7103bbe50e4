import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type CountryCode = 'KE' | 'TZ' | 'UG' | 'RW' | 'NG'
export type Channel = 'call' | 'text'

/**
 * A crisis line (docs/product.md#12-crisis-resources): its country, the number as dialled, the
 * channel, hours, languages and where we took it from. Never add a number without a source.
 */
export type Helpline = {
  id: string
  country: CountryCode
  name: MessageDescriptor
  /** Digits as dialled, with a leading + for international numbers: the tel: or sms: target. */
  number: string
  /** The number as people write it locally. */
  display: string
  channel: Channel
  hours: MessageDescriptor
  languages: MessageDescriptor
  /** Free to call or text from any network, where the source says so. */
  tollFree: boolean
  emergency: boolean
  /**
   * Where the number was taken from; a national emergency number is the spec's own. A
   * publication's title stays as published (a string); a description of ours is translated.
   */
  source: { name: string | MessageDescriptor; url?: string }
}

export const countries: Record<CountryCode, MessageDescriptor> = {
  KE: msg`Kenya`,
  TZ: msg`Tanzania`,
  UG: msg`Uganda`,
  RW: msg`Rwanda`,
  NG: msg`Nigeria`,
}

/** The countries in the page's order. */
export const countryCodes = Object.keys(countries) as CountryCode[]

const allDay = msg`24 hours, every day`
const hoursNotPublished = msg`Hours not published: if no one answers, call your emergency number`
const languagesNotPublished = msg`Languages not published`
const specSource = { name: msg`National emergency number` }
// Rwanda National Police and the regulator's list of the country's toll-free lines, 112 and 3512
// among them (and 114, free as well).
const rwandaTollFreeLines = {
  name: 'IGIHE: RNP joins drive to end abuse of emergency help-lines, 24 November 2016',
  url: 'http://en.igihe.com/news/rnp-joins-drive-to-end-abuse-of-emergency-help.html',
}

export const helplines: Helpline[] = [
  {
    id: 'ke-emergency',
    country: 'KE',
    name: msg`Emergency services (police, ambulance, fire)`,
    number: '999',
    display: '999',
    channel: 'call',
    hours: allDay,
    languages: msg`English, Swahili`,
    tollFree: true,
    emergency: true,
    source: specSource,
  },
  {
    id: 'ke-red-cross',
    country: 'KE',
    name: msg`Kenya Red Cross tele-counselling (national hotline)`,
    number: '1199',
    display: '1199',
    channel: 'call',
    hours: allDay,
    languages: msg`English, Swahili`,
    tollFree: true,
    emergency: false,
    source: {
      name: 'Kenya Ministry of Health via Nairobi News, 23 April 2020',
      url: 'https://nairobinews.nation.co.ke/editors-picks/distressed-call-this-number-gok',
    },
  },
  {
    id: 'ke-befrienders',
    country: 'KE',
    name: msg`Befrienders Kenya (emotional support, suicide prevention)`,
    number: '+254722178177',
    display: '+254 722 178 177',
    channel: 'call',
    hours: hoursNotPublished,
    languages: msg`English, Swahili`,
    tollFree: false,
    emergency: false,
    source: {
      name: 'Doctors Explain: emergency contacts and crisis hotlines in Kenya',
      url: 'https://doctorsexplain.net/courses/caring-for-your-mental-health-online-course-on-mental-health-awareness/lesson/emergency-contacts-and-crisis-hotlines/',
    },
  },
  {
    id: 'ke-child-helpline',
    country: 'KE',
    name: msg`Child Helpline 116 (children and those worried about a child)`,
    number: '116',
    display: '116',
    channel: 'call',
    hours: allDay,
    languages: msg`English, Swahili`,
    tollFree: true,
    emergency: false,
    source: {
      name: "Kenya National Council for Children's Services",
      url: 'http://childrenscouncil.go.ke/child-help-line.html',
    },
  },
  {
    id: 'ke-child-helpline-sms',
    country: 'KE',
    name: msg`Child Helpline 116 by SMS`,
    number: '116',
    display: '116',
    channel: 'text',
    hours: allDay,
    languages: msg`English, Swahili`,
    tollFree: true,
    emergency: false,
    source: {
      name: "Kenya National Council for Children's Services",
      url: 'http://childrenscouncil.go.ke/child-help-line.html',
    },
  },
  {
    id: 'tz-emergency',
    country: 'TZ',
    name: msg`Emergency services (police, ambulance, fire)`,
    number: '112',
    display: '112',
    channel: 'call',
    hours: allDay,
    languages: msg`Swahili, English`,
    tollFree: true,
    emergency: true,
    source: specSource,
  },
  {
    id: 'tz-child-helpline',
    country: 'TZ',
    name: msg`National Child Helpline 116 (C-Sema), Mainland and Zanzibar`,
    number: '116',
    display: '116',
    channel: 'call',
    hours: hoursNotPublished,
    languages: msg`Swahili, English`,
    tollFree: true,
    emergency: false,
    source: { name: 'C-Sema: National Child Helpline', url: 'http://sematanzania.org/child-helpline/' },
  },
  {
    id: 'ug-emergency',
    country: 'UG',
    name: msg`Emergency services (police, ambulance, fire)`,
    number: '999',
    display: '999',
    channel: 'call',
    hours: allDay,
    languages: msg`English, Luganda, Swahili`,
    tollFree: true,
    emergency: true,
    source: specSource,
  },
  {
    id: 'ug-mental-health-uganda',
    country: 'UG',
    name: msg`Mental Health Uganda counselling line`,
    number: '0800212121',
    display: '0800 212121',
    channel: 'call',
    hours: hoursNotPublished,
    languages: msg`English and several local languages`,
    tollFree: true,
    emergency: false,
    source: {
      name: 'Mental Health Uganda (MHU) profile',
      url: 'https://mopawa.com/company/850/mental-health-uganda-mhu',
    },
  },
  {
    id: 'ug-sauti',
    country: 'UG',
    name: msg`Uganda Child Helpline 116 (Sauti)`,
    number: '116',
    display: '116',
    channel: 'call',
    hours: allDay,
    languages: msg`English and local languages on request`,
    tollFree: true,
    emergency: false,
    source: { name: 'Sauti, Uganda Child Helpline: FAQs', url: 'https://sauti.mglsd.go.ug/sauti/faqs/' },
  },
  {
    id: 'rw-emergency',
    country: 'RW',
    name: msg`Emergency services (police, ambulance, fire)`,
    number: '112',
    display: '112',
    channel: 'call',
    hours: allDay,
    languages: languagesNotPublished,
    tollFree: true,
    emergency: true,
    source: rwandaTollFreeLines,
  },
  {
    id: 'rw-health-helpline',
    country: 'RW',
    name: msg`Ministry of Health helpline 114 (emotional distress and trauma)`,
    number: '114',
    display: '114',
    channel: 'call',
    hours: hoursNotPublished,
    languages: languagesNotPublished,
    tollFree: true,
    emergency: false,
    source: {
      name: 'Survivors Fund: Kwibuka 31, which mental health helplines can you use for support',
      url: 'https://survivors-fund.org.uk/news/kwibuka-31',
    },
  },
  {
    id: 'rw-isange',
    country: 'RW',
    name: msg`Isange One Stop Centre 3512 (gender-based violence and child abuse)`,
    number: '3512',
    display: '3512',
    channel: 'call',
    hours: hoursNotPublished,
    languages: languagesNotPublished,
    tollFree: true,
    emergency: false,
    source: rwandaTollFreeLines,
  },
  {
    id: 'ng-emergency',
    country: 'NG',
    name: msg`Emergency services (police, ambulance, fire)`,
    number: '199',
    display: '199',
    channel: 'call',
    hours: allDay,
    languages: msg`English`,
    tollFree: true,
    emergency: true,
    source: specSource,
  },
  {
    id: 'ng-surpin',
    country: 'NG',
    name: msg`Suicide Research and Prevention Initiative (SURPIN) helpline`,
    number: '08000787746',
    display: '0800 078 7746',
    channel: 'call',
    hours: hoursNotPublished,
    languages: msg`English, Hausa`,
    tollFree: true,
    emergency: false,
    source: {
      name: 'Healthwise (Punch): NGO launches toll-free hotline',
      url: 'https://healthwise.punchng.com/ngo-launches-toll-free-hotline-for-assistance-on-mental-health/',
    },
  },
]

/** The link that starts the call or the text message on a phone. */
export function helplineHref(line: Pick<Helpline, 'channel' | 'number'>): string {
  return `${line.channel === 'text' ? 'sms' : 'tel'}:${line.number}`
}

/** One country's lines, from these lines (the page passes the copy it shows, maybe the stored one). */
export function helplinesOf(country: CountryCode, lines: Helpline[] = helplines): Helpline[] {
  return lines.filter((line) => line.country === country)
}

export function helplineById(id: string): Helpline {
  const line = helplines.find((candidate) => candidate.id === id)
  if (!line) throw new Error(`No helpline ${id}`)
  return line
}
