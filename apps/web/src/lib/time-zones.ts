/** Canada's time zones, east to west; the house's default is America/Halifax. */
export const canadianTimeZones = [
  { value: 'America/St_Johns', label: 'Newfoundland (St. John’s)' },
  { value: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { value: 'America/Toronto', label: 'Eastern (Toronto)' },
  { value: 'America/Winnipeg', label: 'Central (Winnipeg)' },
  { value: 'America/Regina', label: 'Saskatchewan (Regina)' },
  { value: 'America/Edmonton', label: 'Mountain (Edmonton)' },
  { value: 'America/Vancouver', label: 'Pacific (Vancouver)' },
  { value: 'America/Whitehorse', label: 'Yukon (Whitehorse)' },
];

export function timeZoneOptions(current: string) {
  const known = canadianTimeZones.some((zone) => zone.value === current);
  return known || !current ? canadianTimeZones : [...canadianTimeZones, { value: current, label: current }];
}
