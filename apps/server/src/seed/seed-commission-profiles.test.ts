import { commissionForHammer } from '@auction/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCommissionProfilesRepository } from '../modules/commission-profiles/commission-profiles.repository';
import { toCommissionTerms } from '../modules/commission-profiles/commission-terms';
import { seedCommissionProfiles } from './seed-commission-profiles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo commission profiles', () => {
  it('seeds a sliding default and an incremental dealer profile once', async () => {
    const seeded = await seedCommissionProfiles(t.db);
    expect(seeded).not.toBeNull();
    expect(await seedCommissionProfiles(t.db)).toBeNull();
    const profiles = createCommissionProfilesRepository(t.db);
    const theDefault = await profiles.defaultProfile();
    expect(theDefault?.name).toBe('Standard estate');
    const dealer = await profiles.byId(seeded?.dealerId ?? '');
    // $1,500 hammer: the estate takes 25% of all of it; the dealer 20% of $1,000 and 15% of $500.
    expect(commissionForHammer(toCommissionTerms(theDefault), 150_000)).toBe(37_500);
    expect(commissionForHammer(toCommissionTerms(dealer), 150_000)).toBe(20_000 + 7_500);
  });
});
