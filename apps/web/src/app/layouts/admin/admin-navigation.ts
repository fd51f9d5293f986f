import {
  Banknote,
  BarChart3,
  Contact,
  DatabaseBackup,
  FileText,
  FileUp,
  Gavel,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  Megaphone,
  Package,
  PackageCheck,
  PanelsTopLeft,
  Percent,
  Receipt,
  Settings,
  Users,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Pages that belong under this item, listed below it. */
  children?: readonly AdminNavItem[];
}

/** Spec section 2: the admin sidebar for Admin and Staff. */
export const adminNavigation: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  {
    to: '/admin/inventory',
    label: 'Inventory',
    icon: Package,
    children: [{ to: '/admin/inventory/import', label: 'CSV import', icon: FileUp }],
  },
  {
    to: '/admin/auctions',
    label: 'Auctions',
    icon: Gavel,
    children: [
      { to: '/admin/bid-increment-profiles', label: 'Bid increments', icon: ListOrdered },
      { to: '/admin/commission-profiles', label: 'Commission', icon: Percent },
    ],
  },
  {
    to: '/admin/invoices',
    label: 'Invoices',
    icon: Receipt,
    children: [
      { to: '/admin/release-desk', label: 'Release desk', icon: PackageCheck },
      { to: '/admin/cash-drawer', label: 'Cash drawer', icon: Banknote },
    ],
  },
  {
    to: '/admin/consignor-statements',
    label: 'Statements',
    icon: FileText,
    children: [{ to: '/admin/consignors', label: 'Consignors', icon: Contact }],
  },
  { to: '/admin/marketing', label: 'Marketing', icon: Megaphone },
  { to: '/admin/reports', label: 'Reports', icon: BarChart3 },
  { to: '/admin/cms', label: 'CMS', icon: PanelsTopLeft },
];

/** The 'Super Admin' group, shown only to Admin. */
export const superAdminNavigation: readonly AdminNavItem[] = [
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/backups', label: 'Backups', icon: DatabaseBackup },
];
