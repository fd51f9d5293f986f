import { describe, expect, it } from 'vitest';
import { availabilityOf, itemConditionOf } from './lot-head';
import { absoluteUrl, excerpt } from './seo-text';
import { escapeXml, sitemapXml } from './sitemap';

describe('itemConditionOf', () => {
  it('maps the words a cataloguer writes to schema.org conditions, used goods by default', () => {
    expect(itemConditionOf('New in box')).toBe('https://schema.org/NewCondition');
    expect(itemConditionOf('Unused, sealed')).toBe('https://schema.org/NewCondition');
    expect(itemConditionOf('Refurbished 2024')).toBe('https://schema.org/RefurbishedCondition');
    expect(itemConditionOf('Sold for parts, not working')).toBe('https://schema.org/DamagedCondition');
    expect(itemConditionOf('Good, original brasses')).toBe('https://schema.org/UsedCondition');
    expect(itemConditionOf('Renewed finish')).toBe('https://schema.org/UsedCondition');
    expect(itemConditionOf('  ')).toBeNull();
  });
});

describe('availabilityOf', () => {
  it('is sold out only when sold', () => {
    expect(availabilityOf('sold')).toBe('https://schema.org/SoldOut');
    expect(availabilityOf('open')).toBe('https://schema.org/InStock');
    expect(availabilityOf('upcoming')).toBe('https://schema.org/InStock');
    expect(availabilityOf('passed')).toBe('https://schema.org/OutOfStock');
    expect(availabilityOf('withdrawn')).toBe('https://schema.org/Discontinued');
  });
});

describe('text helpers', () => {
  it('cuts at a word with an ellipsis and flattens markdown', () => {
    expect(excerpt('**Oak** chest,\n\nfine   condition', 100)).toBe('Oak chest, fine condition');
    expect(excerpt('one two three four five six', 15)).toBe('one two three…');
  });
  it('makes media paths absolute and leaves full URLs alone', () => {
    expect(absoluteUrl('https://a.ca', '/media/x.webp')).toBe('https://a.ca/media/x.webp');
    expect(absoluteUrl('https://a.ca', 'https://cdn.ca/x.webp')).toBe('https://cdn.ca/x.webp');
  });
  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(sitemapXml([{ loc: 'https://a.ca/?x=1&y=2' }])).toContain('<loc>https://a.ca/?x=1&amp;y=2</loc>');
  });
});
