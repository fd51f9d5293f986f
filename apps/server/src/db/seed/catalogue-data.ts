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
export const openSaleLots: DemoLot[] = [
  { title: 'Victorian Walnut Drop-Leaf Table', category: 'furniture', condition: 'Good, light wear to top', detail: 'Seats six with both leaves raised; from a Pleasant Street home.', start: 75 },
  { title: 'Set of Six Pressback Oak Chairs', category: 'furniture', condition: 'Good, one spindle reglued', detail: 'Maritime pressback pattern, refinished in the 1990s.', start: 120, reserve: 300 },
  { title: 'Pine Blanket Box, Lunenburg County', category: 'furniture', condition: 'Fair, original paint worn', detail: 'Dovetailed corners, wrought hinges, till inside.', start: 60 },
  { title: 'Mid-Century Teak Sideboard', category: 'furniture', brand: 'RS Associates', condition: 'Very good', detail: 'Three sliding doors and four drawers, 72 in. wide.', start: 200, reserve: 600 },
  { title: 'Maple Rocking Chair with Rush Seat', category: 'furniture', condition: 'Good', detail: 'Hand-made in Antigonish County, seat recently rewoven.', start: 40 },
  { title: 'Oak Roll-Top Desk', category: 'furniture', condition: 'Good, tambour works smoothly', detail: 'Pigeonholes and key; 54 in. wide.', start: 150 },
  { title: 'Cedar Adirondack Chairs (Pair)', category: 'furniture', condition: 'Weathered', detail: 'Built by a Cole Harbour woodworker; sturdy.', start: 30 },
  { title: 'Queen Sleigh Bed, Cherry', category: 'furniture', brand: 'Vilas', condition: 'Very good', detail: 'Headboard, footboard and rails; mattress not included.', start: 180 },
  { title: 'Craftsman 10 in. Table Saw', category: 'tools-equipment', brand: 'Craftsman', condition: 'Working, blade guard present', detail: 'Cast iron top, rip fence and mitre gauge.', start: 90 },
  { title: 'Lot of Hand Planes (7)', category: 'tools-equipment', brand: 'Stanley', condition: 'Used, some surface rust', detail: 'No. 4, No. 5 and block planes from a Dartmouth workshop.', start: 45 },
  { title: 'Lincoln Electric MIG Welder', category: 'tools-equipment', brand: 'Lincoln Electric', condition: 'Working', detail: '180 amp, with cart, regulator and spool of wire.', start: 250, reserve: 500 },
  { title: 'Honda Generator EU2200i', category: 'tools-equipment', brand: 'Honda', condition: 'Low hours', detail: 'Inverter generator, starts on second pull.', start: 400, reserve: 900 },
  { title: 'Husqvarna 450 Chainsaw', category: 'tools-equipment', brand: 'Husqvarna', condition: 'Working, chain sharpened', detail: '18 in. bar, with case.', start: 120 },
  { title: 'Rolling Tool Chest, 11 Drawers', category: 'tools-equipment', brand: 'Mastercraft', condition: 'Good, keys included', detail: 'Contents not included.', start: 80 },
  { title: 'Aluminium Extension Ladder, 24 ft', category: 'tools-equipment', brand: 'Werner', condition: 'Good', detail: 'Type I rated, rope and pulley.', start: 50 },
  { title: 'Snowblower, 28 in. Two-Stage', category: 'tools-equipment', brand: 'Ariens', condition: 'Runs, serviced this fall', detail: 'Electric start; ready for a Halifax winter.', start: 300 },
  { title: '10k Gold Signet Ring', category: 'jewellery-watches', condition: 'Good, engraved initials', detail: 'Size 10, 6.2 grams.', start: 150 },
  { title: 'Sterling Silver Charm Bracelet', category: 'jewellery-watches', condition: 'Good', detail: 'Eighteen charms including a Bluenose and a lighthouse.', start: 60 },
  { title: 'Omega Seamaster Automatic, 1960s', category: 'jewellery-watches', brand: 'Omega', condition: 'Running, crystal scratched', detail: 'Steel case, later leather strap; not serviced.', start: 800, reserve: 1800 },
  { title: 'Pearl Strand with 14k Clasp', category: 'jewellery-watches', condition: 'Very good', detail: 'Cultured pearls, 18 in., restrung.', start: 90 },
  { title: 'Seiko Dress Watch', category: 'jewellery-watches', brand: 'Seiko', condition: 'Running', detail: 'Gold-tone, quartz, original box.', start: 40 },
  { title: 'Amethyst Pendant on Chain', category: 'jewellery-watches', condition: 'Good', detail: 'Nova Scotia amethyst from the Bay of Fundy shore, silver setting.', start: 35 },
  { title: 'Oil on Board, Peggy\'s Cove Lighthouse', category: 'art-decor', condition: 'Good, frame chipped', detail: 'Signed lower right, 16 x 20 in.', start: 100 },
  { title: 'Hooked Rug, Cape Breton Pattern', category: 'art-decor', condition: 'Good, faded edges', detail: 'Wool on burlap, sheep and fence motif, 30 x 48 in.', start: 70 },
  { title: 'Watercolour, Halifax Harbour 1978', category: 'art-decor', condition: 'Very good, under glass', detail: 'Signed and dated; ships at anchor off George\'s Island.', start: 85 },
  { title: 'Folk Art Carved Shorebird', category: 'art-decor', condition: 'Good', detail: 'Painted pine on a driftwood base, attributed to a South Shore carver.', start: 55 },
  { title: 'Brass Ship\'s Lantern', category: 'art-decor', condition: 'Polished, wired for electricity', detail: 'Red glass lens, 14 in. tall.', start: 65 },
  { title: 'Pair of Staffordshire Dogs', category: 'art-decor', condition: 'One with a hairline', detail: 'Mantel spaniels, 10 in. tall.', start: 45 },
  { title: 'Gilt Framed Mirror', category: 'art-decor', condition: 'Good, minor silvering loss', detail: '36 x 24 in., bevelled glass.', start: 60 },
  { title: 'Bluenose Ship Model', category: 'collectibles', condition: 'Good, rigging intact', detail: 'Hand-built, 30 in. long, in a plexiglass case.', start: 120 },
  { title: 'Royal Doulton Figurines (4)', category: 'collectibles', brand: 'Royal Doulton', condition: 'Very good', detail: 'Including "Autumn Breezes" and "Top o\' the Hill".', start: 70 },
  { title: 'Canadian Coin Collection, 1950s-70s', category: 'collectibles', condition: 'Circulated', detail: 'Silver dimes, quarters and dollars in Whitman folders.', start: 150, reserve: 250 },
  { title: 'Moosehead Breweries Advertising Sign', category: 'collectibles', brand: 'Moosehead', condition: 'Good, edge scuffs', detail: 'Tin sign, 24 x 18 in.', start: 80 },
  { title: 'Hockey Cards, 1970s Shoebox Lot', category: 'collectibles', condition: 'Mixed', detail: 'Several hundred cards; not sorted.', start: 50 },
  { title: 'Cast Iron Toy Tractor', category: 'collectibles', condition: 'Paint worn', detail: 'Farm toy, 8 in. long.', start: 30 },
  { title: 'Dartmouth Ferry Souvenir Plates (3)', category: 'collectibles', condition: 'Good', detail: 'Transfer-printed plates from the ferry terminal gift shop.', start: 25 },
  { title: 'Depression Glass Lot, Pink', category: 'collectibles', condition: 'Good, no chips found', detail: 'Cake plate, sherbets and a covered candy dish.', start: 35 },
  { title: 'Vintage Fishing Reels (5)', category: 'collectibles', brand: 'Penn', condition: 'Used', detail: 'Salt-water reels from a Sambro fisherman.', start: 60 },
  { title: '55 in. 4K Television', category: 'electronics', brand: 'Samsung', condition: 'Working, remote included', detail: 'Wall bracket included.', start: 150 },
  { title: 'Technics Turntable SL-1200', category: 'electronics', brand: 'Technics', condition: 'Working', detail: 'Direct drive, with dust cover and cartridge.', start: 350, reserve: 700 },
  { title: 'Marantz Stereo Receiver', category: 'electronics', brand: 'Marantz', condition: 'Working, lamps dim', detail: 'Model 2226B, wood case.', start: 200 },
  { title: 'Laptop, 14 in., Wiped', category: 'electronics', brand: 'Lenovo', condition: 'Good', detail: 'Core i5, 16 GB memory, 512 GB SSD; charger included.', start: 120 },
  { title: 'Office Printers (2)', category: 'electronics', brand: 'Brother', condition: 'Working', detail: 'Laser printers from a closed Burnside office.', start: 40 },
  { title: 'Marine VHF Radio', category: 'electronics', brand: 'Standard Horizon', condition: 'Working', detail: 'Fixed mount with antenna cable.', start: 70 },
  { title: '16 ft Aluminium Boat and Trailer', category: 'vehicles-marine', brand: 'Princecraft', condition: 'Sound hull', detail: 'Sold with a galvanized trailer; no motor. Ownership on file.', start: 900, reserve: 2200 },
  { title: 'Yamaha 9.9 hp Outboard', category: 'vehicles-marine', brand: 'Yamaha', condition: 'Runs', detail: 'Four-stroke, short shaft, with tank.', start: 700, reserve: 1500 },
  { title: 'Fibreglass Canoe, 16 ft', category: 'vehicles-marine', brand: 'Clipper', condition: 'Good, keel scratches', detail: 'With two paddles.', start: 300 },
  { title: '2012 Ford F-150 XLT', category: 'vehicles-marine', brand: 'Ford', condition: 'Runs and drives, 212,000 km', detail: 'Crew cab, 4x4; sold as is, where is, inspection not included.', start: 3000, reserve: 8500 },
  { title: 'Utility Trailer, 5 x 8 ft', category: 'vehicles-marine', condition: 'Good, new lights', detail: 'Registered in Nova Scotia.', start: 400 },
  { title: 'Kayak with Spray Skirt', category: 'vehicles-marine', brand: 'Necky', condition: 'Good', detail: '14 ft touring kayak.', start: 250 },
  { title: 'Commercial Stand Mixer, 20 qt', category: 'kitchen-restaurant', brand: 'Hobart', condition: 'Working', detail: 'With bowl, hook, whip and paddle; from a Bedford restaurant.', start: 900, reserve: 1800 },
  { title: 'Stainless Steel Prep Table, 6 ft', category: 'kitchen-restaurant', condition: 'Good', detail: 'Undershelf, adjustable feet.', start: 120 },
  { title: 'Two-Door Reach-In Refrigerator', category: 'kitchen-restaurant', brand: 'True', condition: 'Working, holds temperature', detail: '49 cu. ft.; 115 V.', start: 700 },
  { title: 'Six-Burner Gas Range with Oven', category: 'kitchen-restaurant', brand: 'Garland', condition: 'Working, propane conversion', detail: 'Buyer arranges gas disconnection.', start: 800 },
  { title: 'Espresso Machine, Two Group', category: 'kitchen-restaurant', brand: 'Nuova Simonelli', condition: 'Working', detail: 'Descaled in September.', start: 1200, reserve: 2500 },
  { title: 'Commercial Deep Fryer', category: 'kitchen-restaurant', brand: 'Pitco', condition: 'Working', detail: '40 lb, natural gas, two baskets.', start: 300 },
  { title: 'Lot of Hotel Pans and Lids', category: 'kitchen-restaurant', condition: 'Used', detail: 'About forty stainless pans in assorted depths.', start: 40 },
  { title: 'Cast Iron Cookware Set', category: 'kitchen-restaurant', brand: 'Lodge', condition: 'Seasoned', detail: 'Three skillets and a Dutch oven.', start: 45 },
  { title: 'Restaurant Booth Seating (4 Sections)', category: 'kitchen-restaurant', condition: 'Good, vinyl intact', detail: 'Red vinyl, 48 in. sections.', start: 200 },
  { title: 'Ice Machine with Bin', category: 'kitchen-restaurant', brand: 'Scotsman', condition: 'Working', detail: '300 lb per day, air cooled.', start: 600 },
];

export const liveSaleLots: DemoLot[] = [
  { title: 'Georgian Mahogany Chest of Drawers', category: 'furniture', condition: 'Good, original brasses', detail: 'Four graduated drawers.', start: 400 },
  { title: 'Painting of a Schooner off Yarmouth', category: 'art-decor', condition: 'Relined', detail: 'Oil on canvas, 24 x 36 in., 19th century.', start: 1200 },
  { title: 'Diamond Solitaire Ring, 0.75 ct', category: 'jewellery-watches', condition: 'Very good', detail: '14k white gold, appraisal on file.', start: 1500 },
  { title: 'Grandfather Clock', category: 'furniture', brand: 'Ridgeway', condition: 'Running', detail: 'Westminster chime, oak case.', start: 600 },
  { title: 'Nova Scotia Pottery Collection', category: 'collectibles', condition: 'Good', detail: 'Crocks and jugs with Enfield and Bridgetown marks.', start: 250 },
  { title: '2018 Polaris Sportsman ATV', category: 'vehicles-marine', brand: 'Polaris', condition: 'Runs, 3,100 km', detail: 'Winch and plow blade.', start: 3500 },
  { title: 'Silver Tea Service', category: 'collectibles', brand: 'Birks', condition: 'Good', detail: 'Sterling, five pieces with tray.', start: 900 },
  { title: 'Maud Lewis Style Painted Panel', category: 'art-decor', condition: 'Good', detail: 'Folk art in the Digby County manner; not attributed.', start: 300 },
  { title: 'Woodworking Lathe', category: 'tools-equipment', brand: 'General', condition: 'Working', detail: 'Cast iron, with chisels.', start: 500 },
  { title: 'Commercial Pizza Oven', category: 'kitchen-restaurant', brand: 'Blodgett', condition: 'Working', detail: 'Double deck, natural gas.', start: 1500 },
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
