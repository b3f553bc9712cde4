import type { Staff } from '@/payload-types'

import type { AvatarLook } from '../images/avatar-svg'

export type StaffFixture = Omit<Staff, 'id' | 'createdAt' | 'updatedAt' | 'photo' | 'location' | 'fullName'> & {
  slug: string
  location: string
  look: AvatarLook
}

const SKIN = ['#f3d0b5', '#e0ac84', '#c68a62', '#8d5a3b', '#5c3a24'] as const
const HAIR = ['#2b2118', '#5a3a22', '#a0522d', '#d9b26f', '#8c8c8c', '#1a1410'] as const

const person = (
  first: string,
  last: string,
  department: Staff['department'],
  title: string,
  location: string,
  look: [skin: number, hair: number, hairStyle: number, shirt: string, background: string, extra?: 'beard' | 'glasses'],
  bio: string,
): Omit<StaffFixture, 'sortOrder' | 'phone' | 'rating'> => ({
  firstName: first,
  lastName: last,
  slug: `${first}-${last}`.toLowerCase(),
  department,
  title,
  email: `${first}.${last}@rockriverauto.example`.toLowerCase(),
  location,
  bio,
  active: true,
  look: {
    skin: SKIN[look[0]],
    hair: HAIR[look[1]],
    hairStyle: look[2],
    shirt: look[3],
    background: look[4],
    beard: look[5] === 'beard',
    glasses: look[5] === 'glasses',
  },
})

const PEOPLE = [
  person('Marcus', 'Bennett', 'sales', 'General Sales Manager', 'rockford-il', [3, 5, 4, '#1f3f7a', '#d6e4f2', 'beard'],
    'Marcus has led the Rockford sales team since 2016 and still answers the phone himself on Saturdays.'),
  person('Emily', 'Kowalski', 'sales', 'Sales Consultant', 'rockford-il', [0, 3, 2, '#9e1b24', '#f5e1d8'],
    'Emily grew up in Loves Park and helps first-time buyers find something reliable that fits the budget.'),
  person('Diego', 'Ramirez', 'sales', 'Finance Manager', 'rockford-il', [2, 0, 1, '#2f4f4f', '#e2efe6', 'glasses'],
    'Diego works with every lender we partner with and habla español; ask him about $0-down options.'),
  person('Hannah', 'Lindqvist', 'sales', 'Sales Consultant', 'moline-il', [0, 2, 3, '#4c5a45', '#efe6d2'],
    'Hannah knows the Quad Cities and every SUV on the Moline lot by heart.'),
  person('Jamal', 'Carter', 'sales', 'Internet Sales Manager', 'moline-il', [4, 5, 0, '#24467f', '#dde6f3'],
    'Jamal answers online inquiries fast and sets up test drives that fit your schedule.'),
  person('Rachel', 'Nguyen', 'sales', 'Sales Consultant', 'elkhart-in', [1, 0, 2, '#6b3fa0', '#ece3f5', 'glasses'],
    'Rachel spent ten years in the RV industry before moving to cars, so towing questions are her favourite.'),
  person('Tyler', 'Hoffman', 'sales', 'Sales Consultant', 'fort-wayne-in', [0, 1, 1, '#1b1d22', '#e3e7ec'],
    'Tyler is a Fort Wayne native and a Komets season-ticket holder who loves matching families with minivans.'),
  person('Gloria', 'Ortega', 'service', 'Service Manager', 'rockford-il', [2, 4, 3, '#0f4c81', '#dfeaf5', 'glasses'],
    'Gloria runs a twelve-bay shop and makes sure every car leaves with its multipoint inspection report.'),
  person('Kevin', 'Walsh', 'service', 'ASE Master Technician', 'moline-il', [0, 3, 4, '#5d6168', '#e8ebee', 'beard'],
    'Kevin is ASE Master certified and has twenty years of diagnostics experience on domestic and import vehicles.'),
  person('Aisha', 'Patel', 'service', 'Service Advisor', 'elkhart-in', [2, 0, 2, '#d9652b', '#f7e6da'],
    'Aisha will walk you through every recommendation and text you photos before any work begins.'),
  person('Brian', 'Schultz', 'service', 'Service Advisor', 'fort-wayne-in', [1, 2, 0, '#2e6b3f', '#e0efe4'],
    'Brian keeps the Fort Wayne service drive moving and knows which oil every engine on the road needs.'),
]

const PHONE_PREFIX: Record<string, string> = {
  'rockford-il': '(815) 555-01',
  'moline-il': '(309) 555-01',
  'elkhart-in': '(574) 555-01',
  'fort-wayne-in': '(260) 555-01',
}

/** Sales and service staff with illustrated portraits; ratings are what customers gave them. */
export const STAFF: StaffFixture[] = PEOPLE.map((member, index) => ({
  ...member,
  sortOrder: index + 1,
  phone: `${PHONE_PREFIX[member.location]}${String(50 + index)}`,
  rating: [5, 4.9, 4.8, 4.9, 4.7, 5, 4.8, 4.9, 4.8, 5, 4.7][index] ?? 4.8,
}))
