export { AddFromInventory } from './components/add-from-inventory';
export { UnsoldItems } from './components/unsold-items';
