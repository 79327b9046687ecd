import type { DemoGalleryItem } from './types.js';

export const demoGallery: DemoGalleryItem[] = [
  {
    slug: 'entrepot-ain-sebaa',
    image: '/demo/gallery/entrepot-ain-sebaa.svg',
    title: { fr: 'Notre entrepôt d’Aïn Sebaâ', en: 'Our Aïn Sebaâ warehouse', ar: 'مستودعنا بعين السبع' },
    caption: {
      fr: '6 000 m² de racks, de quais et de box, à quelques minutes du port de Casablanca.',
      en: '6,000 m² of racking, loading docks and storage units, a few minutes from the port of Casablanca.',
      ar: '6000 م² من الرفوف وأرصفة التحميل ووحدات التخزين، على بعد دقائق من ميناء الدار البيضاء.',
    },
  },
  {
    slug: 'boites-imprimees',
    image: '/demo/gallery/boites-imprimees.svg',
    title: { fr: 'Tout juste sorties de l’atelier', en: 'Fresh off the press', ar: 'خرجت للتو من الورشة' },
    caption: {
      fr: 'Une série de boîtes postales imprimées aux couleurs d’une marque de cosmétiques.',
      en: 'A run of mailer boxes printed in a cosmetics brand’s colours.',
      ar: 'سلسلة من العلب البريدية المطبوعة بألوان علامة لمستحضرات التجميل.',
    },
  },
  {
    slug: 'papier-bulle-atelier',
    image: '/demo/gallery/papier-bulle-atelier.svg',
    title: { fr: 'Le bon calage', en: 'Packed just right', ar: 'التثبيت المناسب' },
    caption: {
      fr: 'Papier bulle et calage sur mesure pour une commande de céramiques de Safi.',
      en: 'Bubble wrap and tailored void fill for an order of Safi ceramics.',
      ar: 'غلاف فقاعي وحشوات مناسبة لطلبية من خزف آسفي.',
    },
  },
  {
    slug: 'palettes-pretes',
    image: '/demo/gallery/palettes-pretes.svg',
    title: { fr: 'Palettes prêtes au départ', en: 'Pallets ready to go', ar: 'منصات جاهزة للانطلاق' },
    caption: {
      fr: 'Filmées, étiquetées et contrôlées avant le chargement du camion.',
      en: 'Wrapped, labelled and checked before the truck is loaded.',
      ar: 'مغلفة وموسومة ومفحوصة قبل تحميل الشاحنة.',
    },
  },
  {
    slug: 'couloir-self-stockage',
    image: '/demo/gallery/couloir-self-stockage.svg',
    title: { fr: 'L’allée des box', en: 'The storage unit aisle', ar: 'ممر وحدات التخزين' },
    caption: {
      fr: 'Des allées larges, bien éclairées et accessibles avec un chariot.',
      en: 'Wide, well-lit aisles you can easily get a trolley through.',
      ar: 'ممرات واسعة ومضاءة جيداً يسهل التنقل فيها بالعربات.',
    },
  },
  {
    slug: 'salle-archives',
    image: '/demo/gallery/salle-archives.svg',
    title: { fr: 'La salle des archives', en: 'The archive room', ar: 'قاعة الأرشيف' },
    caption: {
      fr: 'Chaque boîte a son code-barres et son emplacement, pour être retrouvée en quelques minutes.',
      en: 'Every box has its own barcode and location, so it can be found in minutes.',
      ar: 'لكل علبة رمز شريطي وموقع خاص بها، حتى يُعثر عليها في دقائق معدودة.',
    },
  },
  {
    slug: 'studio-design',
    image: '/demo/gallery/studio-design.svg',
    title: { fr: 'Au studio de design', en: 'In the design studio', ar: 'في استوديو التصميم' },
    caption: {
      fr: 'Plans de découpe, nuanciers et prototypes : là où naissent les emballages de nos clients.',
      en: 'Dielines, colour swatches and prototypes: where our clients’ packaging comes to life.',
      ar: 'مخططات القص وعينات الألوان والنماذج الأولية: هنا يولد تغليف عملائنا.',
    },
  },
  {
    slug: 'livraison-casablanca',
    image: '/demo/gallery/livraison-casablanca.svg',
    title: { fr: 'En route vers nos clients', en: 'On the road to our clients', ar: 'في الطريق إلى عملائنا' },
    caption: {
      fr: 'Nos camions livrent chaque jour Casablanca, Mohammedia, Rabat et Marrakech.',
      en: 'Our trucks deliver daily to Casablanca, Mohammedia, Rabat and Marrakech.',
      ar: 'تجوب شاحناتنا يومياً الدار البيضاء والمحمدية والرباط ومراكش.',
    },
  },
  {
    slug: 'cellule-climatisee',
    image: '/demo/gallery/cellule-climatisee.svg',
    title: { fr: 'Une cellule climatisée', en: 'A climate-controlled cell', ar: 'خلية مكيّفة' },
    caption: {
      fr: 'Température et humidité sous surveillance permanente pour les produits sensibles.',
      en: 'Temperature and humidity monitored around the clock for sensitive goods.',
      ar: 'مراقبة دائمة لدرجة الحرارة والرطوبة حفاظاً على السلع الحساسة.',
    },
  },
];
