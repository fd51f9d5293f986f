import type { Role } from '@auction/contracts';

export interface DemoUser {
  name: string;
  email: string;
  phone: string;
  /** The street line and postal code of the mailing address their invoices are billed to. */
  street: string;
  city: string;
  postalCode: string;
  roles: Role[];
}

/** A realistic small house: every registered user is a Bidder, some hold more roles. */
export const demoUsers: readonly DemoUser[] = [
  {
    name: 'Catherine MacNeil',
    email: 'admin@harbourside.example',
    phone: '(902) 555-0101',
    street: '14 Portland Street',
    city: 'Dartmouth',
    postalCode: 'B2Y 1H1',
    roles: ['Admin', 'Bidder'],
  },
  {
    name: 'Liam Fraser',
    email: 'staff@harbourside.example',
    phone: '(902) 555-0102',
    street: '5670 Spring Garden Road',
    city: 'Halifax',
    postalCode: 'B3J 1H6',
    roles: ['Staff', 'Bidder'],
  },
  {
    name: 'Marie Doucet',
    email: 'bidder@harbourside.example',
    phone: '(902) 555-0103',
    street: '22 Shore Drive',
    city: 'Bedford',
    postalCode: 'B4A 2E1',
    roles: ['Bidder'],
  },
  {
    name: 'Jean-Luc LeBlanc',
    email: 'bidder2@harbourside.example',
    phone: '(902) 555-0104',
    street: '118 Prince Street',
    city: 'Truro',
    postalCode: 'B2N 1G2',
    roles: ['Bidder'],
  },
  {
    name: 'Donald MacKinnon',
    email: 'consignor@harbourside.example',
    phone: '(902) 555-0105',
    street: '31 Main Street',
    city: 'Antigonish',
    postalCode: 'B2G 2B6',
    roles: ['Consignor', 'Bidder'],
  },
];
