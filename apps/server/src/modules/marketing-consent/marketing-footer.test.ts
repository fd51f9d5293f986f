import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '../settings/settings.defaults';
import { marketingFooter } from './marketing-footer';

describe('the marketing footer', () => {
  it('names the house, its postal address, why the person gets the mail and the unsubscribe link', () => {
    const pageUrl = 'https://harbourside.example/unsubscribe?token=a.b.c&x=<y>';
    const footer = marketingFooter(settingsDefaults, { pageUrl });
    for (const part of [
      settingsDefaults.site_name,
      settingsDefaults.address.street,
      settingsDefaults.address.city,
    ]) {
      expect(footer.text).toContain(part);
      expect(footer.html).toContain(part);
    }
    expect(footer.text).toContain(pageUrl);
    expect(footer.text).toMatch(/because you agreed/);
    expect(footer.html).toContain(
      'href="https://harbourside.example/unsubscribe?token=a.b.c&amp;x=&lt;y&gt;"',
    );
    expect(footer.html).not.toContain('<y>');
  });
});
