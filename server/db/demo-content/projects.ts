import type { DemoProject } from './types.js';

// Portfolio projects for digital services. The SEO service intentionally has no project yet.

export const demoProjects: DemoProject[] = [
  {
    slug: 'argan-nour-boutique',
    serviceSlug: 'site-e-commerce',
    title: {
      fr: 'Argan Nour : la boutique en ligne d’une coopérative',
      en: 'Argan Nour: an online store for a women’s cooperative',
      ar: 'أرغان نور: متجر إلكتروني لتعاونية نسائية',
    },
    summary: {
      fr: 'Cette coopérative féminine d’Essaouira vendait surtout aux touristes. Sa boutique bilingue, avec paiement à la livraison et expédition depuis notre entrepôt, lui a ouvert tout le Maroc : les commandes en ligne représentent aujourd’hui 40 % de son chiffre d’affaires.',
      en: 'This Essaouira women’s cooperative used to sell mostly to tourists. Its bilingual store, with cash on delivery and shipping from our warehouse, opened up the whole of Morocco: online orders now make up 40% of its revenue.',
      ar: 'كانت هذه التعاونية النسائية بالصويرة تبيع منتجاتها أساساً للسياح. وقد فتح لها متجرها الإلكتروني الثنائي اللغة، مع الدفع عند الاستلام والشحن من مستودعنا، أبواب السوق المغربية بأكملها، وأصبحت الطلبيات عبر الإنترنت تمثل اليوم 40% من رقم معاملاتها.',
    },
    liveUrl: 'https://argan-nour.example.com',
    images: ['/demo/projects/argan-nour-boutique.svg'],
    year: 2024,
  },
  {
    slug: 'dar-zellige-export',
    serviceSlug: 'site-e-commerce',
    title: {
      fr: 'Dar Zellige : vendre du zellige à l’international',
      en: 'Dar Zellige: selling zellige tiles worldwide',
      ar: 'دار الزليج: بيع الزليج في الأسواق الدولية',
    },
    summary: {
      fr: 'Un atelier de Fès qui expédie ses carreaux en Europe et en Amérique du Nord. Nous avons conçu un catalogue configurable par motif et par couleur, un calculateur de surface et un devis de transport automatique.',
      en: 'A Fez workshop shipping its tiles to Europe and North America. We built a catalogue configurable by pattern and colour, a surface-area calculator and automatic shipping quotes.',
      ar: 'ورشة من فاس تشحن زليجها إلى أوروبا وأمريكا الشمالية. صممنا لها كتالوجاً يمكن تخصيصه حسب الزخرفة واللون، وأداة لحساب المساحة، وعروض أسعار تلقائية للشحن.',
    },
    liveUrl: 'https://dar-zellige.example.com',
    images: ['/demo/projects/dar-zellige-export.svg'],
    year: 2025,
  },
  {
    slug: 'cafe-atlas-coffrets',
    serviceSlug: 'design-packaging',
    title: {
      fr: 'Café Atlas : des coffrets de torréfacteur',
      en: 'Café Atlas: gift boxes for a coffee roaster',
      ar: 'مقهى الأطلس: علب هدايا لمحمصة قهوة',
    },
    summary: {
      fr: 'Un torréfacteur de Marrakech souhaitait des coffrets cadeaux pour ses cafés de spécialité. Nous avons créé une boîte à tiroir en carton kraft, imprimée en deux couleurs, qui se décline pour chaque origine.',
      en: 'A Marrakech roaster wanted gift boxes for its specialty coffees. We designed a kraft sliding-drawer box, printed in two colours, with a variation for each origin.',
      ar: 'أرادت محمصة في مراكش علب هدايا لأنواع قهوتها المختصة، فصممنا لها علبة بدرج منزلق من كرتون الكرافت، مطبوعة بلونين، مع نسخة خاصة بكل مصدر من مصادر البن.',
    },
    liveUrl: 'https://cafe-atlas.example.com',
    images: ['/demo/projects/cafe-atlas-coffrets.svg'],
    year: 2024,
  },
  {
    slug: 'miel-du-rif-gamme',
    serviceSlug: 'design-packaging',
    title: {
      fr: 'Miel du Rif : une gamme repensée',
      en: 'Miel du Rif: a range redesigned',
      ar: 'عسل الريف: تشكيلة بحلة جديدة',
    },
    summary: {
      fr: 'Six miels, six étiquettes et un étui commun. Le nouveau système graphique permet de distinguer chaque variété d’un coup d’œil en rayon, tout en réduisant les coûts d’impression de 30 %.',
      en: 'Six honeys, six labels and one shared sleeve. The new visual system makes each variety recognisable at a glance on the shelf, while cutting printing costs by 30%.',
      ar: 'ستة أنواع من العسل وستة ملصقات وغلاف موحد. يتيح النظام البصري الجديد تمييز كل نوع من أول نظرة على الرفوف، مع خفض تكاليف الطباعة بنسبة 30%.',
    },
    liveUrl: 'https://miel-du-rif.example.com',
    images: ['/demo/projects/miel-du-rif-gamme.svg'],
    year: 2023,
  },
  {
    slug: 'techsouk-multi-entrepots',
    serviceSlug: 'logiciel-gestion-stock',
    title: {
      fr: 'TechSouk : un stock unique pour trois entrepôts',
      en: 'TechSouk: one stock view across three warehouses',
      ar: 'تك سوق: مخزون موحد لثلاثة مستودعات',
    },
    summary: {
      fr: 'Ce distributeur d’accessoires électroniques gérait trois entrepôts avec des tableurs. Avec Emballo Stock, les transferts entre Casablanca, Tanger et Agadir sont suivis en temps réel et les ruptures ont baissé de moitié en six mois.',
      en: 'This electronics accessories distributor ran three warehouses on spreadsheets. With Emballo Stock, transfers between Casablanca, Tangier and Agadir are tracked in real time, and stock-outs halved within six months.',
      ar: 'كان هذا الموزع لإكسسوارات الأجهزة الإلكترونية يدير ثلاثة مستودعات بواسطة جداول البيانات. ومع «إمبالو ستوك» أصبحت التحويلات بين الدار البيضاء وطنجة وأكادير تُتتبَّع في الوقت الفعلي، وانخفضت حالات نفاد المخزون إلى النصف في غضون ستة أشهر.',
    },
    liveUrl: 'https://techsouk.example.com',
    images: ['/demo/projects/techsouk-multi-entrepots.svg'],
    year: 2025,
  },
  {
    slug: 'parapharmacie-sud-inventaire',
    serviceSlug: 'logiciel-gestion-stock',
    title: {
      fr: 'Parapharmacie Sud : l’inventaire sans fermeture',
      en: 'Parapharmacie Sud: stocktaking without closing the shop',
      ar: 'باراصيدلية الجنوب: جرد دون إغلاق المحل',
    },
    summary: {
      fr: 'Quatre points de vente, des milliers de références et des dates de péremption à surveiller. L’inventaire tournant au lecteur de codes-barres a remplacé la fermeture annuelle de deux jours.',
      en: 'Four shops, thousands of products and expiry dates to keep an eye on. Rolling stock counts with barcode scanning replaced the two-day annual closure.',
      ar: 'أربع نقاط بيع وآلاف المنتجات وتواريخ صلاحية ينبغي مراقبتها. وقد حلّ الجرد الدوري بواسطة قارئ الرموز الشريطية محل الإغلاق السنوي الذي كان يدوم يومين.',
    },
    liveUrl: 'https://parapharmacie-sud.example.com',
    images: ['/demo/projects/parapharmacie-sud-inventaire.svg'],
    year: 2024,
  },
];
