import type { DemoLot } from './demo-categories';
import { businessLots } from './open-sale-business-lots';
import { estateLots } from './open-sale-estate-lots';

/** Demo catalogue: what a Dartmouth auction house sells in a season. Prices are starting bids in dollars. */

/** The open timed sale: an estate in Dartmouth and a closed Bedford restaurant. */
export const openSaleLots: DemoLot[] = [...estateLots, ...businessLots];

export const liveSaleLots: DemoLot[] = [
  {
    title: 'Georgian Mahogany Chest of Drawers',
    category: 'furniture',
    condition: 'Good, original brasses',
    detail: 'Four graduated drawers.',
    start: 400,
  },
  {
    title: 'Painting of a Schooner off Yarmouth',
    category: 'art-decor',
    condition: 'Relined',
    detail: 'Oil on canvas, 24 x 36 in., 19th century.',
    start: 1200,
  },
  {
    title: 'Diamond Solitaire Ring, 0.75 ct',
    category: 'jewellery-watches',
    condition: 'Very good',
    detail: '14k white gold, appraisal on file.',
    start: 1500,
  },
  {
    title: 'Grandfather Clock',
    category: 'furniture',
    brand: 'Ridgeway',
    condition: 'Running',
    detail: 'Westminster chime, oak case.',
    start: 600,
  },
  {
    title: 'Nova Scotia Pottery Collection',
    category: 'collectibles',
    condition: 'Good',
    detail: 'Crocks and jugs with Enfield and Bridgetown marks.',
    start: 250,
  },
  {
    title: '2018 Polaris Sportsman ATV',
    category: 'vehicles-marine',
    brand: 'Polaris',
    condition: 'Runs, 3,100 km',
    detail: 'Winch and plow blade.',
    start: 3500,
  },
  {
    title: 'Silver Tea Service',
    category: 'collectibles',
    brand: 'Birks',
    condition: 'Good',
    detail: 'Sterling, five pieces with tray.',
    start: 900,
  },
  {
    title: 'Maud Lewis Style Painted Panel',
    category: 'art-decor',
    condition: 'Good',
    detail: 'Folk art in the Digby County manner; not attributed.',
    start: 300,
  },
  {
    title: 'Woodworking Lathe',
    category: 'tools-equipment',
    brand: 'General',
    condition: 'Working',
    detail: 'Cast iron, with chisels.',
    start: 500,
  },
  {
    title: 'Commercial Pizza Oven',
    category: 'kitchen-restaurant',
    brand: 'Blodgett',
    condition: 'Working',
    detail: 'Double deck, natural gas.',
    start: 1500,
  },
  // A choice: the winner picks one or more of the three chairs at the hammer, the next bidders the rest.
  {
    title: 'Pressed-back Oak Chair, pair with arms',
    category: 'furniture',
    condition: 'Good, recaned seats',
    detail: 'Choice lot: one of three lots of kitchen chairs from a Lunenburg farmhouse.',
    start: 80,
    choice: true,
  },
  {
    title: 'Pressed-back Oak Chairs, set of four',
    category: 'furniture',
    condition: 'Good, one spindle reglued',
    detail: 'Choice lot: one of three lots of kitchen chairs from a Lunenburg farmhouse.',
    start: 80,
    choice: true,
  },
  {
    title: 'Pressed-back Oak Rocking Chair',
    category: 'furniture',
    condition: 'Very good',
    detail: 'Choice lot: one of three lots of kitchen chairs from a Lunenburg farmhouse.',
    start: 80,
    choice: true,
  },
];

export const pastSales = [
  {
    title: 'Cole Harbour Farmhouse Estate',
    weeksAgo: 2,
    lots: openSaleLots.filter((_, i) => i % 6 === 0),
    /**
     * Its own buyer terms: pay within 48 hours, collect at the farm on four days from the day after
     * seeding (so the demo's buyers can book a time), and no shipping.
     */
    buyerTerms: {
      payment_due_hours: 48,
      pickupDays: { from: 1, until: 4 },
      opens: '10:00',
      closes: '16:00',
      shipping_offered: false,
      pickup_info:
        'The farm lots wait in the back barn, which has no loading dock: bring help for the furniture.',
    },
  },
  {
    title: 'Burnside Machine Shop Liquidation',
    weeksAgo: 6,
    lots: openSaleLots.filter((lot) => lot.category === 'tools-equipment' || lot.category === 'electronics'),
  },
];
