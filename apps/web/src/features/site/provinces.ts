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

export const provinceOptions = provinces.map((name) => ({ value: name, label: name }));
