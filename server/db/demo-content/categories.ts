import type { DemoCategory } from './types.js';

export const demoCategories: DemoCategory[] = [
  {
    slug: 'emballage',
    name: { fr: 'Emballages', en: 'Packaging', ar: 'مواد التغليف' },
    description: {
      fr: 'Cartons, boîtes imprimées, papier bulle et palettes : tout le nécessaire pour expédier, déménager et protéger vos marchandises, livré partout au Maroc.',
      en: 'Cartons, printed boxes, bubble wrap and pallets: everything you need to ship, move and protect your goods, delivered anywhere in Morocco.',
      ar: 'كرتون وعلب مطبوعة وأغلفة فقاعية ومنصات نقالة: كل ما تحتاجونه لشحن بضائعكم ونقلها وحمايتها، مع التوصيل إلى جميع أنحاء المغرب.',
    },
    image: '/demo/categories/emballage.svg',
    subCategories: [
      {
        slug: 'cartons-et-boites',
        name: { fr: 'Cartons et boîtes', en: 'Cartons & boxes', ar: 'الكرتون والعلب' },
        description: {
          fr: 'Cartons simple et double cannelure, boîtes postales et boîtes imprimées à vos couleurs.',
          en: 'Single and double-wall cartons, mailer boxes and boxes printed in your brand colours.',
          ar: 'كرتون أحادي ومزدوج التمويج، وعلب بريدية، وعلب مطبوعة بألوان علامتكم التجارية.',
        },
      },
      {
        slug: 'protection-et-calage',
        name: { fr: 'Protection et calage', en: 'Protection & void fill', ar: 'الحماية والتثبيت' },
        description: {
          fr: 'Papier bulle, papier kraft, chips de calage et film étirable pour que rien ne bouge pendant le transport.',
          en: 'Bubble wrap, kraft paper, loose fill and stretch film so nothing moves in transit.',
          ar: 'غلاف فقاعي وورق كرافت وحشوات للتثبيت وأفلام تغليف مطاطية حتى لا يتحرك شيء أثناء النقل.',
        },
      },
      {
        slug: 'palettes-et-adhesifs',
        name: { fr: 'Palettes et adhésifs', en: 'Pallets & tape', ar: 'المنصات النقالة والأشرطة اللاصقة' },
        description: {
          fr: 'Palettes en bois neuves et reconditionnées, rubans adhésifs et feuillards pour vos envois groupés.',
          en: 'New and refurbished wooden pallets, packing tape and strapping for consolidated shipments.',
          ar: 'منصات خشبية جديدة ومجددة، وأشرطة لاصقة وأحزمة ربط لشحناتكم المجمعة.',
        },
      },
    ],
  },
  {
    slug: 'stockage',
    name: { fr: 'Stockage', en: 'Storage', ar: 'التخزين' },
    description: {
      fr: 'Box de self-stockage, stockage de palettes, archivage et espaces climatisés à Casablanca, accessibles selon vos horaires et facturés à la durée.',
      en: 'Self-storage units, pallet storage, archiving and climate-controlled space in Casablanca, accessible on your schedule and billed for the time you need.',
      ar: 'وحدات للتخزين الذاتي، وتخزين المنصات، وحفظ الأرشيف، وفضاءات مكيفة في الدار البيضاء، متاحة وفق مواعيدكم وتُحتسب تكلفتها حسب المدة.',
    },
    image: '/demo/categories/stockage.svg',
    subCategories: [
      {
        slug: 'self-stockage',
        name: { fr: 'Self-stockage', en: 'Self-storage', ar: 'التخزين الذاتي' },
        description: {
          fr: 'Des box sécurisés de 2 à 10 m² pour particuliers et professionnels, sans engagement de longue durée.',
          en: 'Secure units from 2 to 10 m² for individuals and businesses, with no long-term commitment.',
          ar: 'وحدات مؤمّنة من 2 إلى 10 م² للأفراد والمهنيين، دون التزام طويل الأمد.',
        },
      },
      {
        slug: 'entreposage-professionnel',
        name: { fr: 'Entreposage professionnel', en: 'Business warehousing', ar: 'التخزين المهني' },
        description: {
          fr: 'Stockage de palettes et cellules climatisées, avec réception, inventaire et préparation de commandes.',
          en: 'Pallet storage and climate-controlled cells, with goods receipt, stock counts and order picking.',
          ar: 'تخزين المنصات وخلايا مكيفة، مع استلام البضائع وجردها وتحضير الطلبيات.',
        },
      },
      {
        slug: 'archives',
        name: { fr: 'Archives', en: 'Archives', ar: 'الأرشيف' },
        description: {
          fr: 'Conservation sécurisée de vos dossiers papier, consultation à la demande et destruction certifiée.',
          en: 'Secure keeping of your paper records, retrieval on request and certified destruction.',
          ar: 'حفظ آمن لملفاتكم الورقية، مع استرجاعها عند الطلب وإتلافها بشهادة معتمدة.',
        },
      },
    ],
  },
  {
    slug: 'services-digitaux',
    name: { fr: 'Services digitaux', en: 'Digital services', ar: 'الخدمات الرقمية' },
    description: {
      fr: 'Boutiques en ligne, design d’emballage, logiciel de gestion de stock et référencement : des forfaits clairs pour vendre plus et mieux vous organiser.',
      en: 'Online stores, packaging design, inventory software and SEO: clear packages to help you sell more and stay organised.',
      ar: 'متاجر إلكترونية، وتصميم للتغليف، وبرنامج لتدبير المخزون، وتحسين للظهور في محركات البحث: باقات واضحة لتبيعوا أكثر وتنظموا عملكم بشكل أفضل.',
    },
    image: '/demo/categories/services-digitaux.svg',
    subCategories: [
      {
        slug: 'web-et-e-commerce',
        name: { fr: 'Web et e-commerce', en: 'Web & e-commerce', ar: 'الويب والتجارة الإلكترونية' },
        description: {
          fr: 'Création de boutiques en ligne et référencement naturel pour être trouvé par vos clients.',
          en: 'Online store development and search engine optimisation so your customers can find you.',
          ar: 'إنشاء متاجر إلكترونية وتحسين الظهور الطبيعي في محركات البحث ليعثر عليكم عملاؤكم بسهولة.',
        },
      },
      {
        slug: 'design-et-marque',
        name: { fr: 'Design et marque', en: 'Design & branding', ar: 'التصميم والهوية البصرية' },
        description: {
          fr: 'Design d’emballage, étiquettes et identité visuelle, pensés dès le départ pour la production.',
          en: 'Packaging design, labels and visual identity, built for production from day one.',
          ar: 'تصميم التغليف والملصقات والهوية البصرية، مع مراعاة متطلبات الطباعة والإنتاج منذ البداية.',
        },
      },
      {
        slug: 'logiciels-de-gestion',
        name: { fr: 'Logiciels de gestion', en: 'Business software', ar: 'برمجيات التدبير' },
        description: {
          fr: 'Des outils en ligne pour suivre votre stock, vos commandes et vos expéditions en temps réel.',
          en: 'Online tools to track your stock, orders and shipments in real time.',
          ar: 'أدوات عبر الإنترنت لتتبع مخزونكم وطلبياتكم وشحناتكم في الوقت الفعلي.',
        },
      },
    ],
  },
];
