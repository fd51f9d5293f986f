/** A draft has no number yet: it is named "Draft invoice" until it is issued. */
export const invoiceName = (number: string | null) => (number ? `Invoice ${number}` : 'Draft invoice');
