/** Canada's provinces and territories by their postal codes; Nova Scotia is the default. */
export const DEFAULT_PROVINCE = 'NS';

export const provinces = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'NU', label: 'Nunavut' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'YT', label: 'Yukon' },
] as const;

/** The saved province as a code: a code stays, a full name becomes its code, anything else stays as typed. */
export function provinceCode(saved: string): string {
  const text = saved.trim();
  const match = provinces.find(
    (p) => p.value === text.toUpperCase() || p.label.toLowerCase() === text.toLowerCase(),
  );
  return match ? match.value : text;
}

/** The options, plus the saved value when it is not one of them. */
export function provinceOptions(current: string | undefined): { value: string; label: string }[] {
  const known = provinces.some((p) => p.value === current);
  return !current || known ? [...provinces] : [{ value: current, label: current }, ...provinces];
}
