/** Canada's provinces and territories; Nova Scotia is the default for a new address. */
export const DEFAULT_PROVINCE = 'Nova Scotia';

export const provinces = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;

const options = provinces.map((name) => ({ value: name, label: name }));

/** The options, plus the saved value when it is not one of them (an older or abbreviated entry). */
export function provinceOptions(current: string | undefined) {
  return !current || (provinces as readonly string[]).includes(current)
    ? options
    : [{ value: current, label: current }, ...options];
}
