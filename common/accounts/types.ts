export type Gender = 'male' | 'female';
export type Role = 'customer' | 'admin';

export interface CompanyBranch {
  name: string;
  address: string;
}

/** The logged-in user as every page knows it (root loader), or null. */
export interface HeaderUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  unread_count: number;
  /** Lines in their cart, for the header. */
  cart_count: number;
}

/** What the account page shows and edits (never the password hash). */
export interface AccountProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  gender: 'male' | 'female' | null;
  company: string;
  region: string;
  job: string;
  companyBranches: CompanyBranch[];
  companyLocation: string;
  additionalInfo: string;
  billingAddress: string;
  createdAt: string;
}

export interface AccountSession {
  id: string;
  kind: 'browser' | 'api';
  userAgent: string;
  lastSeenAt: string;
  current: boolean;
}
