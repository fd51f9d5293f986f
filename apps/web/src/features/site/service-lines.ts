import { Armchair, Building2, type LucideIcon, ShoppingBag, Tractor } from 'lucide-react';

export interface ServiceLine {
  id: 'estate' | 'business' | 'equipment' | 'retail';
  title: string;
  summary: string;
  icon: LucideIcon;
}

/** The four lines of business the public site describes (spec section 1). */
export const serviceLines: readonly ServiceLine[] = [
  {
    id: 'estate',
    title: 'Estate auctions',
    summary:
      'Careful, respectful sales of household contents, antiques, collections and vehicles for families and executors.',
    icon: Armchair,
  },
  {
    id: 'business',
    title: 'Business liquidations',
    summary:
      'Fast, orderly sales of the assets of closing, moving or downsizing businesses, from office to shop floor.',
    icon: Building2,
  },
  {
    id: 'equipment',
    title: 'Equipment sales',
    summary:
      'Construction, marine, agricultural, restaurant and shop equipment sold to buyers across the Atlantic provinces.',
    icon: Tractor,
  },
  {
    id: 'retail',
    title: 'Retail overstock',
    summary: 'New-in-box, end-of-line and returned merchandise, lotted so retailers recover value quickly.',
    icon: ShoppingBag,
  },
];
