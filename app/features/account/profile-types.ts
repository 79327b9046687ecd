import type { CompanyBranch } from '../../../server/modules/accounts/schema';

export type { CompanyBranch };

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
  createdAt: string;
}

export interface AccountSession {
  id: string;
  kind: 'browser' | 'api';
  userAgent: string;
  lastSeenAt: string;
  current: boolean;
}
