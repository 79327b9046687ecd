import type { SiteSettingsInput } from './service';

export const demoSiteSettings = {
  companyName: 'Emballo',
  emails: ['contact@emballo.example', 'support@emballo.example'],
  phones: ['+212 522 00 00 00', '+212 661 00 00 00'],
  social: {
    facebook: 'https://www.facebook.com/emballo.example',
    instagram: 'https://www.instagram.com/emballo.example',
    linkedin: 'https://www.linkedin.com/company/emballo-example',
    youtube: 'https://www.youtube.com/@emballo-example',
  },
  certificationUrl: 'https://www.iso.org/iso-9001-quality-management.html',
  billing: {
    legalName: 'Emballo SARL',
    legalAddress: '12 boulevard de la Corniche, 20180 Casablanca, Maroc',
    registrations: [
      { label: 'RC', value: 'Casablanca 512345' },
      { label: 'ICE', value: '002345678000091' },
      { label: 'IF', value: '45678912' },
    ],
    taxRateBp: 0,
    paymentDelayDays: 15,
  },
  texts: {
    fr: {
      tagline: 'Emballage, stockage et services numériques pour les entreprises qui livrent.',
      address: '12 boulevard de la Corniche, 20180 Casablanca, Maroc',
      openingHours: 'Du lundi au samedi, de 8 h 30 à 18 h 30',
      legalAddress: '12 boulevard de la Corniche, 20180 Casablanca, Maroc',
    },
    en: {
      tagline: 'Packaging, storage and digital services for businesses that ship.',
      address: '12 Boulevard de la Corniche, 20180 Casablanca, Morocco',
      openingHours: 'Monday to Saturday, 8:30 am to 6:30 pm',
      legalAddress: '12 Boulevard de la Corniche, 20180 Casablanca, Morocco',
    },
    ar: {
      tagline: 'التغليف والتخزين والخدمات الرقمية للشركات التي تشحن منتجاتها.',
      address: '12 شارع الكورنيش، 20180 الدار البيضاء، المغرب',
      openingHours: 'من الاثنين إلى السبت، من 8:30 صباحًا إلى 6:30 مساءً',
      legalAddress: '12 شارع الكورنيش، 20180 الدار البيضاء، المغرب',
    },
  },
} satisfies SiteSettingsInput;
