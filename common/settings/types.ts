/** The company's social profiles (site settings), shown in the footer. */
export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  youtube?: string;
  x?: string;
}

/** The company's public details in one language: header, footer and contact pages. */
export interface SiteSettings {
  companyName: string;
  emails: string[];
  phones: string[];
  social: SocialLinks;
  certificationUrl: string;
  tagline: string;
  address: string;
  openingHours: string;
}
