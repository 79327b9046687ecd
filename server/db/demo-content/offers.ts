import type { DemoOffer } from './types.js';

// Current promotions: started a few days ago, still running.
// Amount discounts are in MAD minor units (40000 = 400.00 MAD).

export const demoOffers: DemoOffer[] = [
  {
    slug: 'premier-mois-box-5m2',
    serviceSlug: 'box-self-stockage',
    packageSlug: 'box-5m2',
    title: {
      fr: 'Premier mois à moitié prix sur les box de 5 m²',
      en: 'First month half price on 5 m² units',
      ar: 'الشهر الأول بنصف الثمن على وحدات 5 م²',
    },
    description: {
      fr: 'Vous déménagez ou vous manquez de place ? Réservez un box de 5 m² et ne payez que la moitié du premier mois. Offre valable pour toute nouvelle location, sans engagement de durée.',
      en: 'Moving or short of space? Book a 5 m² unit and pay only half of your first month. Valid for any new rental, with no minimum term.',
      ar: 'هل أنتم بصدد الانتقال أو تحتاجون إلى مساحة إضافية؟ احجزوا وحدة بمساحة 5 م² وادفعوا نصف ثمن الشهر الأول فقط. العرض صالح لكل كراء جديد، ودون أي التزام بمدة معينة.',
    },
    discount: { type: 'percent', value: 50 },
    startsInDays: -10,
    endsInDays: 20,
  },
  {
    slug: 'palette-500-cartons-pro',
    serviceSlug: 'carton-double-cannelure',
    packageSlug: 'palette-500',
    title: {
      fr: '400 MAD de remise sur la palette de 500 cartons',
      en: '400 MAD off the 500-carton pallet',
      ar: 'خصم 400 درهم على منصة 500 علبة كرتون',
    },
    description: {
      fr: 'Préparez vos pics d’activité : commandez une palette de 500 cartons double cannelure et bénéficiez de 400 MAD de remise immédiate, livraison comprise à Casablanca.',
      en: 'Get ready for your busy season: order a pallet of 500 double-wall cartons and get 400 MAD off straight away, with delivery included in Casablanca.',
      ar: 'استعدوا لفترات الذروة: اطلبوا منصة من 500 علبة كرتون مزدوج التمويج واستفيدوا من خصم فوري قدره 400 درهم، مع التوصيل داخل الدار البيضاء.',
    },
    discount: { type: 'amount', value: 40000 },
    startsInDays: -3,
    endsInDays: 30,
  },
  {
    slug: 'lancement-emballo-stock',
    serviceSlug: 'logiciel-gestion-stock',
    title: {
      fr: 'Emballo Stock : -25 % sur votre abonnement',
      en: 'Emballo Stock: 25% off your subscription',
      ar: '«إمبالو ستوك»: تخفيض 25% على اشتراككم',
    },
    description: {
      fr: 'Pour le lancement de la nouvelle version, profitez de 25 % de réduction sur toutes les formules du logiciel de gestion de stock. Import de vos articles offert.',
      en: 'To celebrate the new release, enjoy 25% off every inventory software plan. We’ll import your items for free.',
      ar: 'بمناسبة إطلاق النسخة الجديدة، استفيدوا من تخفيض بنسبة 25% على جميع باقات برنامج تدبير المخزون، مع استيراد أصنافكم مجاناً.',
    },
    discount: { type: 'percent', value: 25 },
    startsInDays: -7,
    endsInDays: 45,
  },
];
