type Area = 'public' | 'account' | 'admin';

export interface Section {
  title: string;
  summary: string;
  area: Area;
  /** Route parameters that must hold a UUID (optionally followed by a slug), else not-found. */
  ids?: readonly string[];
}

/** The sections that open with later work: their title and one sentence of what they will hold. */
export const sections = {
  adminReports: {
    area: 'admin',
    title: 'Reports',
    summary: 'Sales, buyer, consignor and tax reports with CSV export.',
  },
  adminMarketing: {
    area: 'admin',
    title: 'Marketing',
    summary: 'E-mail campaigns to bidders who opted in to marketing messages.',
  },
} satisfies Record<string, Section>;

export type SectionKey = keyof typeof sections;
