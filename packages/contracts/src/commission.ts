/**
 * Commission profiles (issue 11): what the house keeps of a consignor's hammer. The commission
 * module extends this file.
 */
export const commissionKinds = ['flat', 'sliding', 'incremental'] as const;
export type CommissionKind = (typeof commissionKinds)[number];
