import type { Role } from '@auction/contracts';

export interface DemoUser {
  name: string;
  email: string;
  phone: string;
  city: string;
  roles: Role[];
}

/** A realistic small house: every registered user is a Bidder, some hold more roles. */
export const demoUsers: readonly DemoUser[] = [
  {
    name: 'Catherine MacNeil',
    email: 'admin@harbourside.example',
    phone: '(902) 555-0101',
    city: 'Dartmouth',
    roles: ['Admin', 'Bidder'],
  },
  {
    name: 'Liam Fraser',
    email: 'staff@harbourside.example',
    phone: '(902) 555-0102',
    city: 'Halifax',
    roles: ['Staff', 'Bidder'],
  },
  {
    name: 'Marie Doucet',
    email: 'bidder@harbourside.example',
    phone: '(902) 555-0103',
    city: 'Bedford',
    roles: ['Bidder'],
  },
  {
    name: 'Jean-Luc LeBlanc',
    email: 'bidder2@harbourside.example',
    phone: '(902) 555-0104',
    city: 'Truro',
    roles: ['Bidder'],
  },
  {
    name: 'Donald MacKinnon',
    email: 'consignor@harbourside.example',
    phone: '(902) 555-0105',
    city: 'Antigonish',
    roles: ['Consignor', 'Bidder'],
  },
];
