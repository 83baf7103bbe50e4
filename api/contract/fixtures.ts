import type { Availability } from './schemas/availability'
import type { Role, Title } from './schemas/auth'
import type { BookingStatus, SessionType } from './schemas/bookings'

/**
 * Demo data, seeded into SQLite on first `npm start` and into the MSW store. Only the demo
 * accounts have passwords; the other seeded professionals cannot sign in.
 */
export type FixtureAccount = { username: string; password: string; role: Role; title?: Title }

export const demoAccounts = {
  user: { username: 'demo_user', password: 'wellness-demo-1', role: 'user' },
  professional: {
    username: 'dr_amina',
    password: 'wellness-demo-2',
    role: 'professional',
    title: 'Clinical Psychologist',
  },
} as const satisfies Record<string, FixtureAccount>

export type FixtureProfessional = {
  username: string
  fullName: string
  title: Title
  isVerified: boolean
  location: string
  languages: string[]
  specialties: string[]
  bio: string
  sessionPrice: string | null
}

const p = (
  username: string,
  fullName: string,
  title: Title,
  isVerified: boolean,
  location: string,
  languages: string[],
  specialties: string[],
  sessionPrice: string | null,
  bio: string,
): FixtureProfessional => ({
  username,
  fullName,
  title,
  isVerified,
  location,
  languages,
  specialties,
  sessionPrice,
  bio,
})

export const fixtureProfessionals: FixtureProfessional[] = [
  p(
    'dr_amina',
    'Dr. Amina Odhiambo',
    'Clinical Psychologist',
    true,
    'Nairobi, Kenya',
    ['English', 'Swahili'],
    ['Trauma Therapy', 'Psychotherapy', 'Anxiety'],
    '3,500 KSh / session',
    'Helps adults recover from trauma, anxiety and burnout with evidence-based talk therapy. Sessions move at your pace.',
  ),
  p(
    'dr_kamau',
    'Dr. Peter Kamau',
    'Psychiatrist',
    true,
    'Nairobi, Kenya',
    ['English', 'Swahili'],
    ['Addiction Medicine', 'Depression'],
    '6,000 KSh / session',
    'Psychiatrist treating depression and substance use, with careful medication reviews. Works closely with families when they wish to help.',
  ),
  p(
    'wanjiru_m',
    'Grace Wanjiru',
    'Counseling Psychologist',
    true,
    'Mombasa, Kenya',
    ['English', 'Swahili'],
    ['Family Counseling', 'Grief'],
    '2,500 KSh / session',
    'Supports families and individuals through loss, conflict and change. Offers a steady space to talk through what has happened.',
  ),
  p(
    'otieno_j',
    'James Otieno',
    'Psychotherapist',
    false,
    'Kisumu, Kenya',
    ['English', 'Swahili'],
    ['Psychotherapy', 'Youth Mentoring'],
    null,
    'Works with young adults on identity, stress and relationships. Sessions are practical, warm and free of judgement.',
  ),
  p(
    'chebet_f',
    'Faith Chebet',
    'Social Worker',
    true,
    'Nakuru, Kenya',
    ['English', 'Swahili'],
    ['Family Support', 'Youth Outreach'],
    '1,500 KSh / session',
    'Community social worker connecting families with care and support services. Knows the local services well and helps people reach them.',
  ),
  p(
    'nakato_s',
    'Sarah Nakato',
    'Marriage and Family Therapist',
    true,
    'Kampala, Uganda',
    ['English', 'Luganda'],
    ['Family Therapy', 'Couples Counseling'],
    '120,000 UGX / session',
    'Helps couples and families rebuild trust and communicate with care. Sessions welcome one partner or the whole household.',
  ),
  p(
    'okello_d',
    'David Okello',
    'Addiction Counselor',
    true,
    'Gulu, Uganda',
    ['English', 'Swahili'],
    ['Addiction Recovery', 'Relapse Prevention'],
    '80,000 UGX / session',
    'Walks with people and families through recovery from alcohol and drug use. Offers a calm plan for the hard first weeks.',
  ),
  p(
    'namuli_r',
    'Ruth Namuli',
    'School Counselor',
    false,
    'Entebbe, Uganda',
    ['English', 'Luganda'],
    ['Youth Counseling', 'Study Stress'],
    null,
    'School counselor supporting students with exam stress, bullying and self-esteem. Also guides parents on how to help at home.',
  ),
  p(
    'mugisha_b',
    'Brian Mugisha',
    'Clinical Social Worker',
    true,
    'Mbarara, Uganda',
    ['English', 'French'],
    ['Trauma Recovery', 'Family Support'],
    '90,000 UGX / session',
    'Clinical social worker experienced with refugees and survivors of violence. Sessions are gentle, patient and confidential.',
  ),
  p(
    'atim_l',
    'Lillian Atim',
    'Mental Health Counselor',
    false,
    'Kampala, Uganda',
    ['English', 'Swahili'],
    ['Anxiety', 'Psychotherapy'],
    '70,000 UGX / session',
    'Calm, practical counseling for anxiety, panic and everyday overwhelm. Teaches simple tools to use between sessions.',
  ),
  p(
    'mushi_e',
    'Dr. Elias Mushi',
    'Child Psychologist',
    true,
    'Dar es Salaam, Tanzania',
    ['Swahili', 'English'],
    ['Youth Development', 'Family Therapy'],
    '50,000 TZS / session',
    'Child psychologist helping children and parents with behaviour and learning worries. Works gently and explains each step to parents.',
  ),
  p(
    'massawe_h',
    'Happiness Massawe',
    'Teen Career Strategist',
    false,
    'Arusha, Tanzania',
    ['Swahili', 'English'],
    ['Youth Careers', 'Life Transitions'],
    null,
    'Guides teenagers choosing subjects, courses and first careers with confidence. Sessions include practical planning for the year ahead.',
  ),
  p(
    'kimaro_a',
    'Anna Kimaro',
    'Trauma Counselor',
    true,
    'Mwanza, Tanzania',
    ['Swahili'],
    ['Trauma Counseling', 'Grief'],
    '40,000 TZS / session',
    'Trauma counselor for survivors of accidents, violence and sudden loss. Sessions are patient, private and go at your pace.',
  ),
  p(
    'mwakyusa_t',
    'Thomas Mwakyusa',
    'Behavioral Therapist',
    false,
    'Dodoma, Tanzania',
    ['Swahili', 'English'],
    ['Addiction Habits', 'Behavioural Therapy'],
    '35,000 TZS / session',
    'Uses behavioural therapy to break compulsive habits and build routines. Each plan is built around your daily life.',
  ),
  p(
    'juma_z',
    'Zawadi Juma',
    'Career Counselor',
    true,
    'Zanzibar, Tanzania',
    ['Swahili', 'English', 'French'],
    ['Career Direction', 'Burnout'],
    '45,000 TZS / session',
    'Career counselor for professionals facing burnout or a change of direction. Helps you find rest, meaning and a clear next step.',
  ),
  p(
    'uwase_c',
    'Claudine Uwase',
    'Life Coach',
    true,
    'Kigali, Rwanda',
    ['French', 'English', 'Kinyarwanda'],
    ['Life Coaching', 'Youth Leadership'],
    '30,000 RWF / session',
    'Life coach helping young leaders set goals and keep their balance. Sessions end with one small step to try that week.',
  ),
  p(
    'habimana_e',
    'Eric Habimana',
    'Art Therapist',
    false,
    'Huye, Rwanda',
    ['Kinyarwanda', 'French'],
    ['Art Therapy', 'Trauma Healing'],
    null,
    'Art therapist using drawing and painting to help people express and heal trauma. No artistic experience is needed.',
  ),
  p(
    'mukamana_j',
    'Josiane Mukamana',
    'Music Therapist',
    true,
    'Kigali, Rwanda',
    ['Kinyarwanda', 'English', 'French'],
    ['Music Therapy', 'Youth Wellbeing'],
    '25,000 RWF / session',
    'Music therapist working with children and teens through song and rhythm. Parents are welcome to join the first session.',
  ),
  p(
    'niyonzima_p',
    'Patrick Niyonzima',
    'Clinical Psychologist',
    true,
    'Musanze, Rwanda',
    ['Kinyarwanda', 'French', 'English'],
    ['Psychotherapy', 'Trauma Therapy'],
    '40,000 RWF / session',
    'Clinical psychologist with long experience in community trauma programmes. Offers careful, culturally aware care for adults and teens.',
  ),
  p(
    'ingabire_a',
    'Alice Ingabire',
    'Counseling Psychologist',
    false,
    'Kigali, Rwanda',
    ['French', 'Kinyarwanda'],
    ['Family Counseling', 'Couples'],
    null,
    'Counseling psychologist for couples and families in transition. Helps each person be heard and find a shared way forward.',
  ),
  p(
    'adeyemi_t',
    'Dr. Tunde Adeyemi',
    'Psychiatrist',
    true,
    'Lagos, Nigeria',
    ['English', 'Yoruba'],
    ['Addiction Psychiatry', 'Depression'],
    '25,000 NGN / session',
    'Psychiatrist treating mood disorders and addiction with compassion and clarity. Works alongside families as part of the care plan.',
  ),
  p(
    'okafor_n',
    'Ngozi Okafor',
    'Psychotherapist',
    true,
    'Enugu, Nigeria',
    ['English', 'Igbo'],
    ['Psychotherapy', 'Family Therapy'],
    '15,000 NGN / session',
    'Psychotherapist for adults and families working through conflict and low mood. Sessions are calm, practical and confidential.',
  ),
  p(
    'bello_a',
    'Aisha Bello',
    'Mental Health Counselor',
    false,
    'Abuja, Nigeria',
    ['English', 'Hausa'],
    ['Youth Counseling', 'Anxiety'],
    null,
    'Counselor for students and young professionals coping with anxiety. Sessions can be short and fitted around classes or work.',
  ),
  p(
    'adebayo_f',
    'Funmilayo Adebayo',
    'Marriage and Family Therapist',
    true,
    'Ibadan, Nigeria',
    ['Yoruba', 'English'],
    ['Family Therapy', 'Marriage Counseling'],
    '12,000 NGN / session',
    'Marriage and family therapist helping couples communicate and heal. Sessions welcome couples at any stage of marriage.',
  ),
  p(
    'eze_c',
    'Chinedu Eze',
    'Addiction Counselor',
    false,
    'Port Harcourt, Nigeria',
    ['English', 'Igbo'],
    ['Addiction Support', 'Relapse Prevention'],
    '10,000 NGN / session',
    'Addiction counselor with a peer-recovery background. Offers steady, practical support for each day of recovery and for the people close to you.',
  ),
  p(
    'olawale_k',
    'Kemi Olawale',
    'Trauma Counselor',
    true,
    'Lagos, Nigeria',
    ['English', 'Yoruba', 'French'],
    ['Trauma Recovery', 'Grief'],
    '18,000 NGN / session',
    'Trauma counselor supporting survivors of violence and displacement. Sessions are gentle and go at your own pace.',
  ),
  p(
    'tesfaye_m',
    'Meron Tesfaye',
    'Clinical Psychologist',
    true,
    'Nairobi, Kenya',
    ['Amharic', 'English'],
    ['Psychotherapy', 'Trauma Therapy'],
    '4,000 KSh / session',
    'Clinical psychologist serving the Ethiopian community in Nairobi in Amharic and English. Sessions are warm and confidential.',
  ),
  p(
    'girma_h',
    'Hanna Girma',
    'Counseling Psychologist',
    false,
    'Kampala, Uganda',
    ['Amharic', 'English'],
    ['Family Counseling', 'Youth Counseling'],
    null,
    'Counseling psychologist for families and young people, in Amharic or English. Offers a quiet, respectful space for every generation.',
  ),
  p(
    'mwangi_s',
    'Samuel Mwangi',
    'Behavioral Therapist',
    true,
    'Nairobi, Kenya',
    ['English', 'Swahili'],
    ['Addiction Recovery', 'Behavioural Therapy'],
    '3,000 KSh / session',
    'Behavioral therapist for gambling, gaming and other compulsive behaviours. Helps people take back control one week at a time.',
  ),
  p(
    'akinyi_b',
    'Beatrice Akinyi',
    'School Counselor',
    true,
    'Kisumu, Kenya',
    ['English', 'Swahili'],
    ['Youth Counseling', 'Bullying'],
    '1,200 KSh / session',
    'Supports teens and parents with school pressure, bullying and self-esteem. Works with schools when families wish it.',
  ),
  p(
    'rweyemamu_d',
    'Dorothy Rweyemamu',
    'Social Worker',
    false,
    'Dar es Salaam, Tanzania',
    ['Swahili', 'English'],
    ['Family Support', 'Addiction Support'],
    null,
    'Social worker linking families affected by addiction to community help. Offers practical steps and regular check-ins.',
  ),
  p(
    'oyelaran_i',
    'Ibrahim Oyelaran',
    'Life Coach',
    false,
    'Lagos, Nigeria',
    ['English', 'Yoruba'],
    ['Executive Coaching', 'Life Transitions'],
    '20,000 NGN / session',
    'Executive and life coach for leaders managing stress and change. Sessions focus on clear goals and steady routines.',
  ),
]

const weekdays = (days: number[], start: string, end: string) => days.map((weekday) => ({ weekday, start, end }))

/**
 * Hours of a few seeded professionals (by username), so the directory shows both kinds: with free
 * times to pick from, and without hours, taking requests at any date and time. The demo
 * professional starts without: setting them is theirs to try.
 */
export const fixtureAvailability: Record<string, Availability> = {
  dr_kamau: {
    timezone: 'Africa/Nairobi',
    sessionMinutes: 50,
    bufferMinutes: 10,
    cancellationNoticeHours: 24,
    weekly: weekdays([1, 2, 3, 4, 5], '09:00', '17:00'),
    daysOff: [],
  },
  adeyemi_t: {
    timezone: 'Africa/Lagos',
    sessionMinutes: 60,
    bufferMinutes: 15,
    cancellationNoticeHours: 12,
    weekly: weekdays([1, 2, 3, 4, 5, 6], '10:00', '16:00'),
    daysOff: [],
  },
  uwase_c: {
    timezone: 'Africa/Kigali',
    sessionMinutes: 45,
    bufferMinutes: 0,
    cancellationNoticeHours: 6,
    weekly: [...weekdays([2, 4], '14:00', '19:00'), { weekday: 6, start: '08:00', end: '12:00' }],
    daysOff: [],
  },
}

export type FixtureBooking = {
  dayOffset: number
  sessionTime: string
  sessionType: SessionType
  status: BookingStatus
  notes: string | null
  professionalNotes: string | null
}

/** The demo professional's bookings from the demo user; dates are relative to today (EAT). */
export const fixtureBookings: FixtureBooking[] = [
  {
    dayOffset: 2,
    sessionTime: '10:00',
    sessionType: 'Video Call',
    status: 'pending',
    notes: 'First session, feeling anxious at work.',
    professionalNotes: null,
  },
  {
    dayOffset: 4,
    sessionTime: '14:30',
    sessionType: 'Phone Call',
    status: 'pending',
    notes: null,
    professionalNotes: null,
  },
  {
    dayOffset: 1,
    sessionTime: '09:00',
    sessionType: 'In-Person',
    status: 'confirmed',
    notes: 'I would prefer to meet in person.',
    professionalNotes: null,
  },
  {
    dayOffset: 6,
    sessionTime: '16:00',
    sessionType: 'Chat',
    status: 'confirmed',
    notes: null,
    professionalNotes: 'Follow up on sleep diary.',
  },
  {
    dayOffset: -3,
    sessionTime: '11:00',
    sessionType: 'Video Call',
    status: 'completed',
    notes: null,
    professionalNotes: 'Good progress; practise breathing exercise.',
  },
  {
    dayOffset: -1,
    sessionTime: '15:00',
    sessionType: 'Phone Call',
    status: 'declined',
    notes: null,
    professionalNotes: null,
  },
]

/**
 * The SMS webhooks' secret in the mocks (no provider reaches a browser) and in the contract suite's
 * server: public, like the demo passwords; a real server is given its own AT_WEBHOOK_SECRET.
 */
export const FIXTURE_SMS_WEBHOOK_SECRET = 'fixture-sms-webhook-secret'
