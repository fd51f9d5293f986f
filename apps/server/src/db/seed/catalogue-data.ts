import { businessLots } from './open-sale-business-lots';
import { estateLots } from './open-sale-estate-lots';

/** Demo catalogue: what a Dartmouth auction house sells in a season. Prices are starting bids in dollars. */

export const demoCategories = [
  { slug: 'furniture', name: 'Furniture', colour: '#8c5a3c', shape: 'chair' },
  { slug: 'tools-equipment', name: 'Tools & Equipment', colour: '#d98e04', shape: 'wrench' },
  { slug: 'jewellery-watches', name: 'Jewellery & Watches', colour: '#6a4c93', shape: 'ring' },
  { slug: 'art-decor', name: 'Art & Decor', colour: '#c8553d', shape: 'frame' },
  { slug: 'collectibles', name: 'Collectibles', colour: '#2a9d8f', shape: 'star' },
  { slug: 'electronics', name: 'Electronics', colour: '#264653', shape: 'screen' },
  { slug: 'vehicles-marine', name: 'Vehicles & Marine', colour: '#1d3557', shape: 'boat' },
  { slug: 'kitchen-restaurant', name: 'Kitchen & Restaurant', colour: '#588157', shape: 'pot' },
] as const;
export type DemoCategorySlug = (typeof demoCategories)[number]['slug'];

export interface DemoLot {
  title: string;
  category: DemoCategorySlug;
  brand?: string;
  condition: string;
  detail: string;
  start: number;
  reserve?: number;
}

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
];

export const pastSales = [
  {
    title: 'Cole Harbour Farmhouse Estate',
    weeksAgo: 2,
    lots: openSaleLots.filter((_, i) => i % 6 === 0),
  },
  {
    title: 'Burnside Machine Shop Liquidation',
    weeksAgo: 6,
    lots: openSaleLots.filter((lot) => lot.category === 'tools-equipment' || lot.category === 'electronics'),
  },
];
