import { TITLES, type Title } from '../api/contract/schemas/auth'

/** A generated directory profile, in the style of api/fixtures/demo.ts. */
export type FakeProfessional = {
  username: string
  fullName: string
  title: Title
  isVerified: boolean
  location: string | null
  languages: string[]
  specialties: string[]
  bio: string | null
  sessionPrice: string | null
}

type Country = {
  name: string
  cities: string[]
  currency: string
  prices: number[]
  firstNames: string[]
  lastNames: string[]
  languages: string[]
}

/** Lists written as one comma-separated string to keep the data compact. */
const list = (text: string) => text.split(', ')

const COUNTRIES: Country[] = [
  {
    name: 'Kenya',
    cities: list('Nairobi, Mombasa, Kisumu, Nakuru, Eldoret, Thika, Nyeri, Machakos'),
    currency: 'KSh',
    prices: [1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000],
    firstNames: list(
      'Amina, Peter, Grace, James, Faith, Wanjiku, Kevin, Mercy, Brian, Achieng, Samuel, Beatrice, Njeri, Kiprono, Ruth, Dennis',
    ),
    lastNames: list(
      'Odhiambo, Kamau, Wanjiru, Otieno, Chebet, Mwangi, Akinyi, Kiptoo, Njoroge, Omondi, Mutua, Wambui, Kariuki, Ochieng, Korir, Nyambura',
    ),
    languages: list('Swahili, Kikuyu, Luo, Kalenjin'),
  },
  {
    name: 'Uganda',
    cities: list('Kampala, Gulu, Entebbe, Mbarara, Jinja, Mbale, Fort Portal'),
    currency: 'UGX',
    prices: [50000, 70000, 80000, 90000, 100000, 120000, 150000],
    firstNames: list(
      'Sarah, David, Ruth, Brian, Lillian, Joseph, Esther, Moses, Harriet, Ivan, Doreen, Robert, Brenda, Emmanuel',
    ),
    lastNames: list(
      'Nakato, Okello, Namuli, Mugisha, Atim, Ssempala, Nansubuga, Tumusiime, Kato, Achan, Byaruhanga, Nabirye, Opio, Kyomuhendo',
    ),
    languages: list('Luganda, Swahili, Runyankole, Acholi'),
  },
  {
    name: 'Tanzania',
    cities: list('Dar es Salaam, Arusha, Mwanza, Dodoma, Zanzibar, Mbeya, Moshi, Tanga'),
    currency: 'TZS',
    prices: [25000, 30000, 35000, 40000, 45000, 50000, 60000],
    firstNames: list(
      'Elias, Happiness, Anna, Thomas, Zawadi, Neema, Baraka, Rehema, Juma, Upendo, Daudi, Imani, Salma, Godfrey',
    ),
    lastNames: list(
      'Mushi, Massawe, Kimaro, Mwakyusa, Juma, Rweyemamu, Mollel, Shayo, Swai, Mrema, Lyimo, Kweka, Mbwambo, Temba',
    ),
    languages: list('Swahili'),
  },
  {
    name: 'Rwanda',
    cities: list('Kigali, Huye, Musanze, Rubavu, Muhanga, Nyagatare'),
    currency: 'RWF',
    prices: [15000, 20000, 25000, 30000, 40000, 50000],
    firstNames: list(
      'Claudine, Eric, Josiane, Patrick, Alice, Jean, Diane, Olivier, Aline, Emmanuel, Chantal, Fabrice',
    ),
    lastNames: list(
      'Uwase, Habimana, Mukamana, Niyonzima, Ingabire, Uwimana, Nshimiyimana, Mutoni, Hakizimana, Umutoni, Bizimana, Iradukunda',
    ),
    languages: list('Kinyarwanda, French, Swahili'),
  },
  {
    name: 'Nigeria',
    cities: list('Lagos, Enugu, Abuja, Ibadan, Port Harcourt, Kano, Benin City, Jos, Abeokuta'),
    currency: 'NGN',
    prices: [8000, 10000, 12000, 15000, 18000, 20000, 25000, 30000],
    firstNames: list(
      'Tunde, Ngozi, Aisha, Funmilayo, Chinedu, Kemi, Ibrahim, Chiamaka, Olumide, Zainab, Emeka, Yetunde, Musa, Adaeze, Segun, Halima',
    ),
    lastNames: list(
      'Adeyemi, Okafor, Bello, Adebayo, Eze, Olawale, Oyelaran, Nwosu, Abubakar, Okonkwo, Balogun, Eze-Nwachukwu, Ogunleye, Danjuma, Obi, Salami',
    ),
    languages: list('Yoruba, Igbo, Hausa, Pidgin'),
  },
]

const SPECIALTIES = list(
  'Trauma Therapy, Trauma Recovery, Trauma Counseling, Psychotherapy, Anxiety, Depression, Grief, Family Therapy, Family Counseling, Family Support, Couples Counseling, Marriage Counseling, Addiction Recovery, Addiction Medicine, Addiction Support, Relapse Prevention, Youth Counseling, Youth Mentoring, Youth Development, Youth Careers, Study Stress, Bullying, Burnout, Career Direction, Life Transitions, Life Coaching, Art Therapy, Music Therapy, Behavioural Therapy, Sleep Problems, Postnatal Depression, Eating Disorders, ADHD Support, Autism Support, Child Development, Anger Management, Self-Esteem, Workplace Stress, Chronic Illness, Refugee Support',
)

// The select-box specialties are common in a real directory, so half the profiles lead with one.
const FOCUS_SPECIALTIES = list('Psychotherapy, Family Therapy, Trauma Therapy, Addiction Recovery, Youth Counseling')

const BIO_OPENINGS = list(
  'Helps adults recover from, Supports families through, Works with young people on, Walks with clients through, Offers calm and practical counseling for, Uses evidence-based talk therapy for, Provides a safe space to work on, Specialises in, Has many years of experience with, Guides teenagers and parents through',
)
const BIO_TOPICS = list(
  'trauma and loss, anxiety and panic, burnout at work, exam stress, conflict at home, low mood, alcohol and drug use, grief after sudden loss, identity and relationships, big life changes, sleep and stress, parenting worries, self-esteem, compulsive habits, violence and displacement',
)
const BIO_CLOSINGS = [
  'Sessions in person or by video.',
  'Evening appointments available.',
  'Works closely with community clinics.',
  'Trained in cognitive behavioural therapy.',
  'Fluent in several local languages.',
  'Welcomes first-time clients.',
  'Offers sliding-scale fees.',
  'Also runs support groups.',
  '',
]

/** mulberry32: a small seeded generator so every run builds the same directory. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Generates `count` varied professionals; `start` keeps usernames unique across calls. */
export function fakeProfessionals(count: number, seed = 1, start = 0): FakeProfessional[] {
  const next = random(seed + start * 7919)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const chance = (p: number) => next() < p
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const wanted = min + Math.floor(next() * (max - min + 1))
    const chosen = new Set<T>()
    while (chosen.size < Math.min(wanted, items.length)) chosen.add(pick(items))
    return [...chosen]
  }

  return Array.from({ length: count }, (_, index) => {
    const country = pick(COUNTRIES)
    const first = pick(country.firstNames)
    const last = pick(country.lastNames)
    const title = pick(TITLES)
    const doctor = (title === 'Psychiatrist' || title.endsWith('Psychologist')) && chance(0.4)
    const languages = [
      ...(chance(0.9) ? ['English'] : []),
      ...some(country.languages, 1, 2),
      ...(chance(0.04) ? ['Amharic'] : []),
      ...(country.name !== 'Rwanda' && chance(0.08) ? ['French'] : []),
    ]
    const bio = chance(0.95)
      ? `${pick(BIO_OPENINGS)} ${pick(BIO_TOPICS)} and ${pick(BIO_TOPICS)}. ${pick(BIO_CLOSINGS)}`.trim()
      : null
    return {
      username: `${first}_${last}${(start + index).toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, ''),
      fullName: `${doctor ? 'Dr. ' : ''}${first} ${last}`,
      title,
      isVerified: chance(0.6),
      location: chance(0.97) ? `${pick(country.cities)}, ${country.name}` : null,
      languages,
      specialties: [...new Set([...(chance(0.5) ? [pick(FOCUS_SPECIALTIES)] : []), ...some(SPECIALTIES, 1, 3)])],
      bio,
      sessionPrice: chance(0.7)
        ? `${pick(country.prices).toLocaleString('en-US')} ${country.currency} / session`
        : null,
    }
  })
}
