import type { DemoService } from './types.js';

// 12 services: 4 packaging products, 4 storage offers, 4 digital services.
// Prices are in MAD minor units (14900 = 149.00 MAD); amount discounts use the same unit.

export const demoServices: DemoService[] = [
  // ───────────────────────────── Packaging products ─────────────────────────────
  {
    slug: 'carton-double-cannelure',
    kind: 'packaging_product',
    categorySlug: 'emballage',
    subCategorySlug: 'cartons-et-boites',
    featured: true,
    name: { fr: 'Cartons double cannelure', en: 'Double-wall shipping cartons', ar: 'كرتون مزدوج التمويج' },
    summary: {
      fr: 'Des cartons robustes pour l’expédition, le déménagement et le stockage de charges lourdes.',
      en: 'Sturdy cartons for shipping, moving house and storing heavy loads.',
      ar: 'كرتون متين للشحن والانتقال وتخزين الحمولات الثقيلة.',
    },
    description: {
      fr: [
        'Nos cartons double cannelure associent deux couches ondulées pour résister à l’empilement et aux chocs. Ils conviennent aux envois lourds, aux déménagements comme au stockage de longue durée.',
        'Livrés à plat, ils se montent en quelques secondes et se ferment au ruban adhésif. Plusieurs formats sont disponibles, du 30 × 20 × 20 cm au 60 × 40 × 40 cm.',
      ].join('\n\n'),
      en: [
        'Our double-wall cartons combine two fluted layers to withstand stacking and knocks. They are suited to heavy shipments, house moves and long-term storage alike.',
        'Delivered flat, they take seconds to assemble and close with packing tape. Several sizes are available, from 30 × 20 × 20 cm up to 60 × 40 × 40 cm.',
      ].join('\n\n'),
      ar: [
        'يجمع كرتوننا المزدوج التمويج بين طبقتين مموجتين ليتحمل التكديس والصدمات، وهو مناسب للشحنات الثقيلة ولعمليات الانتقال وكذلك للتخزين طويل الأمد.',
        'يُسلَّم مسطحاً ويُركَّب في ثوانٍ معدودة ثم يُغلق بالشريط اللاصق. وتتوفر منه عدة مقاسات، من 30 × 20 × 20 سم إلى 60 × 40 × 40 سم.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Double cannelure BC, haute résistance à l’écrasement',
        'Carton kraft 100 % recyclable',
        'Livré à plat, montage sans outil',
        'Formats S, M, L et XL',
      ],
      en: [
        'BC double flute with high crush resistance',
        '100% recyclable kraft board',
        'Delivered flat, no tools needed',
        'S, M, L and XL sizes',
      ],
      ar: [
        'تمويج مزدوج من نوع BC بمقاومة عالية للضغط',
        'كرتون كرافت قابل لإعادة التدوير بنسبة 100%',
        'يُسلَّم مسطحاً ويُركَّب دون أدوات',
        'مقاسات S وM وL وXL',
      ],
    },
    images: ['/demo/services/carton-double-cannelure.svg'],
    price: { priceMinor: 11900, currency: 'MAD', billingPeriod: null, paymentKind: 'one_time' },
    packages: [
      {
        slug: 'lot-25',
        name: { fr: 'Lot de 25 cartons', en: 'Pack of 25 cartons', ar: 'حزمة من 25 علبة كرتون' },
        description: {
          fr: 'Idéal pour un petit déménagement ou des envois ponctuels.',
          en: 'Ideal for a small move or occasional shipments.',
          ar: 'مثالية لانتقال صغير أو لشحنات متفرقة.',
        },
        features: {
          fr: ['25 cartons format M (40 × 30 × 30 cm)', '1 rouleau d’adhésif offert'],
          en: ['25 M-size cartons (40 × 30 × 30 cm)', '1 free roll of tape'],
          ar: ['25 علبة من مقاس M (40 × 30 × 30 سم)', 'لفة شريط لاصق مجانية'],
        },
        priceMinor: 24900,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'lot-100',
        name: { fr: 'Lot de 100 cartons', en: 'Pack of 100 cartons', ar: 'حزمة من 100 علبة كرتون' },
        description: {
          fr: 'Pour les e-commerçants et les entreprises qui expédient chaque semaine.',
          en: 'For online sellers and businesses that ship every week.',
          ar: 'للتجار الإلكترونيين والمقاولات التي تشحن طروداً كل أسبوع.',
        },
        features: {
          fr: [
            '100 cartons, formats au choix',
            '4 rouleaux d’adhésif offerts',
            'Livraison offerte à Casablanca',
          ],
          en: [
            '100 cartons in the sizes of your choice',
            '4 free rolls of tape',
            'Free delivery in Casablanca',
          ],
          ar: [
            '100 علبة بالمقاسات التي تختارونها',
            '4 لفائف شريط لاصق مجانية',
            'توصيل مجاني داخل الدار البيضاء',
          ],
        },
        priceMinor: 89000,
        currency: 'MAD',
        discount: { type: 'percent', value: 10 },
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'palette-500',
        name: { fr: 'Palette de 500 cartons', en: 'Pallet of 500 cartons', ar: 'منصة من 500 علبة كرتون' },
        description: {
          fr: 'Le meilleur prix unitaire pour les volumes réguliers, livré filmé sur palette.',
          en: 'Our best unit price for regular volumes, delivered shrink-wrapped on a pallet.',
          ar: 'أفضل سعر للوحدة للكميات المنتظمة، يُسلَّم مغلفاً على منصة.',
        },
        features: {
          fr: [
            '500 cartons, jusqu’à 3 formats',
            'Livraison sur palette filmée',
            'Prix garanti pendant 12 mois',
          ],
          en: [
            '500 cartons, up to 3 sizes',
            'Delivered shrink-wrapped on a pallet',
            'Price locked for 12 months',
          ],
          ar: ['500 علبة بما يصل إلى 3 مقاسات', 'تسليم على منصة مغلفة بالفيلم', 'سعر مضمون لمدة 12 شهراً'],
        },
        priceMinor: 390000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
    ],
  },
  {
    slug: 'boites-imprimees-sur-mesure',
    kind: 'packaging_product',
    categorySlug: 'emballage',
    subCategorySlug: 'cartons-et-boites',
    featured: true,
    name: { fr: 'Boîtes imprimées sur mesure', en: 'Custom printed boxes', ar: 'علب مطبوعة حسب الطلب' },
    summary: {
      fr: 'Des boîtes postales à vos dimensions, imprimées à votre image pour un déballage mémorable.',
      en: 'Mailer boxes made to your dimensions and printed with your brand for a memorable unboxing.',
      ar: 'علب بريدية بالمقاسات التي تحددونها، مطبوعة بهوية علامتكم لتجربة فتح لا تُنسى.',
    },
    description: {
      fr: [
        'Choisissez les dimensions, le carton et l’impression : nous fabriquons des boîtes postales et des boîtes d’expédition qui protègent vos produits tout en racontant votre marque.',
        'Chaque commande commence par un fichier de validation et un échantillon physique. L’impression est réalisée en flexographie ou en numérique selon la quantité, avec des encres à base d’eau.',
      ].join('\n\n'),
      en: [
        'Choose the dimensions, the board and the print: we manufacture mailer and shipping boxes that protect your products while telling your brand’s story.',
        'Every order starts with a proof file and a physical sample. Printing is done in flexo or digital depending on the quantity, using water-based inks.',
      ].join('\n\n'),
      ar: [
        'اختاروا المقاسات ونوع الكرتون والطباعة، ونحن نصنع لكم علباً بريدية وعلب شحن تحمي منتجاتكم وتروي قصة علامتكم التجارية.',
        'يبدأ كل طلب بملف للمصادقة وعينة فعلية، وتتم الطباعة بتقنية الفليكسوغرافيا أو بالطباعة الرقمية حسب الكمية، باستعمال أحبار مائية.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Dimensions sur mesure, au millimètre près',
        'Impression de 1 à 4 couleurs, intérieur et extérieur',
        'Échantillon physique avant production',
        'Encres à base d’eau, carton certifié FSC',
      ],
      en: [
        'Custom dimensions, to the millimetre',
        '1 to 4 colour print, inside and out',
        'Physical sample before production',
        'Water-based inks, FSC-certified board',
      ],
      ar: [
        'مقاسات حسب الطلب بدقة الميليمتر',
        'طباعة من لون واحد إلى أربعة ألوان، من الداخل والخارج',
        'عينة فعلية قبل الإنتاج',
        'أحبار مائية وكرتون حاصل على شهادة FSC',
      ],
    },
    images: ['/demo/services/boites-imprimees-sur-mesure.svg'],
    price: {
      priceMinor: 120000,
      currency: 'MAD',
      discount: { type: 'amount', value: 20000 },
      billingPeriod: null,
      paymentKind: 'one_time',
    },
    packages: [
      {
        slug: 'serie-250',
        name: {
          fr: 'Série courte de 250 boîtes',
          en: 'Short run of 250 boxes',
          ar: 'سلسلة قصيرة من 250 علبة',
        },
        description: {
          fr: 'Parfait pour lancer un produit ou tester un nouveau design.',
          en: 'Perfect for a product launch or for testing a new design.',
          ar: 'مثالية لإطلاق منتج جديد أو لتجربة تصميم جديد.',
        },
        features: {
          fr: ['Impression numérique en quadrichromie', 'Délai de 10 jours ouvrés', '1 échantillon inclus'],
          en: ['Full-colour digital print', '10 working-day lead time', '1 sample included'],
          ar: ['طباعة رقمية بالألوان الأربعة', 'أجل تسليم من 10 أيام عمل', 'عينة واحدة مشمولة'],
        },
        priceMinor: 450000,
        currency: 'MAD',
        discount: { type: 'amount', value: 50000 },
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'serie-1000',
        name: { fr: 'Série de 1 000 boîtes', en: 'Run of 1,000 boxes', ar: 'سلسلة من 1000 علبة' },
        description: {
          fr: 'Le volume préféré des marques e-commerce en croissance.',
          en: 'The go-to run size for growing e-commerce brands.',
          ar: 'الكمية المفضلة لدى علامات التجارة الإلكترونية التي تعرف نمواً.',
        },
        features: {
          fr: [
            'Impression en flexographie jusqu’à 2 couleurs',
            'Délai de 15 jours ouvrés',
            '3 mois de stockage offerts dans notre entrepôt',
          ],
          en: [
            'Flexo print, up to 2 colours',
            '15 working-day lead time',
            '3 months of free storage in our warehouse',
          ],
          ar: [
            'طباعة فليكسوغرافية حتى لونين',
            'أجل تسليم من 15 يوم عمل',
            'تخزين مجاني لمدة 3 أشهر في مستودعنا',
          ],
        },
        priceMinor: 1250000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
    ],
  },
  {
    slug: 'papier-bulle',
    kind: 'packaging_product',
    categorySlug: 'emballage',
    subCategorySlug: 'protection-et-calage',
    name: { fr: 'Papier bulle', en: 'Bubble wrap', ar: 'الغلاف الفقاعي' },
    summary: {
      fr: 'Le calage incontournable pour protéger les objets fragiles, en rouleaux de 50 ou 100 mètres.',
      en: 'The essential cushioning for fragile items, in 50 or 100 metre rolls.',
      ar: 'الحماية الأساسية للأغراض الهشة، في لفائف بطول 50 أو 100 متر.',
    },
    description: {
      fr: [
        'Notre papier bulle à petites bulles enveloppe la vaisselle, l’électronique ou les cadres sans marquer les surfaces. Une version renforcée, à grosses bulles, est disponible pour le mobilier et les pièces lourdes.',
        'Les rouleaux sont prédécoupés tous les 30 cm pour gagner du temps à l’emballage, et le film se recycle avec les plastiques en polyéthylène.',
      ].join('\n\n'),
      en: [
        'Our small-bubble wrap protects tableware, electronics and frames without marking their surfaces. A reinforced large-bubble version is available for furniture and heavy parts.',
        'Rolls are perforated every 30 cm to speed up packing, and the film can be recycled along with other polyethylene plastics.',
      ].join('\n\n'),
      ar: [
        'يحمي غلافنا ذو الفقاعات الصغيرة الأواني والأجهزة الإلكترونية والإطارات دون أن يترك أثراً على أسطحها، كما تتوفر نسخة مقواة ذات فقاعات كبيرة للأثاث والقطع الثقيلة.',
        'اللفائف مثقبة كل 30 سم لتوفير الوقت أثناء التغليف، والغلاف قابل لإعادة التدوير مع باقي منتجات البولي إيثيلين.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Largeur de 50 cm ou 100 cm',
        'Bulles de 10 mm ou 30 mm',
        'Prédécoupe tous les 30 cm',
        'Polyéthylène recyclable',
      ],
      en: [
        '50 cm or 100 cm wide',
        '10 mm or 30 mm bubbles',
        'Perforated every 30 cm',
        'Recyclable polyethylene',
      ],
      ar: [
        'عرض 50 سم أو 100 سم',
        'فقاعات بقطر 10 مم أو 30 مم',
        'تثقيب كل 30 سم',
        'بولي إيثيلين قابل لإعادة التدوير',
      ],
    },
    images: ['/demo/services/papier-bulle.svg'],
    price: { priceMinor: 6900, currency: 'MAD', billingPeriod: null, paymentKind: 'one_time' },
    packages: [
      {
        slug: 'rouleau-50m',
        name: { fr: 'Rouleau de 50 m', en: '50 m roll', ar: 'لفة بطول 50 متراً' },
        description: {
          fr: 'Pour un déménagement ou quelques dizaines de colis.',
          en: 'For a house move or a few dozen parcels.',
          ar: 'لعملية انتقال أو لبضع عشرات من الطرود.',
        },
        features: {
          fr: ['Largeur de 50 cm', 'Petites bulles de 10 mm'],
          en: ['50 cm wide', 'Small 10 mm bubbles'],
          ar: ['عرض 50 سم', 'فقاعات صغيرة بقطر 10 مم'],
        },
        priceMinor: 14900,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'lot-5-rouleaux',
        name: {
          fr: 'Lot de 5 rouleaux de 100 m',
          en: 'Pack of 5 × 100 m rolls',
          ar: 'حزمة من 5 لفائف بطول 100 متر',
        },
        description: {
          fr: 'La réserve des ateliers et des entrepôts, au meilleur prix au mètre.',
          en: 'The workshop and warehouse supply, at the best price per metre.',
          ar: 'مخزون الورشات والمستودعات، بأفضل سعر للمتر.',
        },
        features: {
          fr: [
            'Largeur de 100 cm',
            'Petites ou grosses bulles, au choix',
            'Livraison offerte partout au Maroc',
          ],
          en: ['100 cm wide', 'Small or large bubbles, your choice', 'Free delivery anywhere in Morocco'],
          ar: ['عرض 100 سم', 'فقاعات صغيرة أو كبيرة حسب اختياركم', 'توصيل مجاني إلى جميع أنحاء المغرب'],
        },
        priceMinor: 119000,
        currency: 'MAD',
        discount: { type: 'percent', value: 15 },
        billingPeriod: null,
        paymentKind: 'one_time',
      },
    ],
  },
  {
    slug: 'palettes-bois',
    kind: 'packaging_product',
    categorySlug: 'emballage',
    subCategorySlug: 'palettes-et-adhesifs',
    name: { fr: 'Palettes en bois', en: 'Wooden pallets', ar: 'منصات خشبية نقالة' },
    summary: {
      fr: 'Palettes Europe neuves ou reconditionnées, traitées NIMP 15 pour l’export.',
      en: 'New or refurbished Euro pallets, ISPM 15 treated for export.',
      ar: 'منصات أوروبية جديدة أو مجددة، معالجة وفق المعيار الدولي ISPM 15 للتصدير.',
    },
    description: {
      fr: [
        'Nos palettes de 120 × 80 cm supportent jusqu’à 1 500 kg en charge dynamique. Les modèles neufs sont traités thermiquement et marqués NIMP 15, un marquage indispensable pour exporter hors du Maroc.',
        'Les palettes reconditionnées sont triées, réparées et contrôlées une à une : une solution économique et durable pour le stockage et les flux internes.',
      ].join('\n\n'),
      en: [
        'Our 120 × 80 cm pallets carry up to 1,500 kg in dynamic load. New pallets are heat-treated and ISPM 15 stamped, a marking required for exporting outside Morocco.',
        'Refurbished pallets are sorted, repaired and inspected one by one: an economical, sustainable option for storage and internal handling.',
      ].join('\n\n'),
      ar: [
        'تتحمل منصاتنا ذات المقاس 120 × 80 سم حمولة متحركة تصل إلى 1500 كلغ. والنماذج الجديدة معالجة حرارياً وتحمل علامة ISPM 15، وهي علامة ضرورية للتصدير خارج المغرب.',
        'أما المنصات المجددة فيتم فرزها وإصلاحها وفحصها واحدة تلو الأخرى، وهي حل اقتصادي ومستدام للتخزين وللتنقلات داخل المستودع.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Format Europe 120 × 80 cm',
        'Charge dynamique jusqu’à 1 500 kg',
        'Traitement thermique NIMP 15 (palettes neuves)',
        'Reprise de vos palettes usagées',
      ],
      en: [
        'Euro size, 120 × 80 cm',
        'Dynamic load up to 1,500 kg',
        'ISPM 15 heat treatment (new pallets)',
        'Take-back of your used pallets',
      ],
      ar: [
        'مقاس أوروبي 120 × 80 سم',
        'حمولة متحركة تصل إلى 1500 كلغ',
        'معالجة حرارية وفق ISPM 15 (للمنصات الجديدة)',
        'استرجاع منصاتكم المستعملة',
      ],
    },
    images: ['/demo/services/palettes-bois.svg'],
    price: { priceMinor: 9500, currency: 'MAD', billingPeriod: null, paymentKind: 'one_time' },
    packages: [
      {
        slug: 'lot-10-reconditionnees',
        name: { fr: '10 palettes reconditionnées', en: '10 refurbished pallets', ar: '10 منصات مجددة' },
        description: {
          fr: 'Une solution économique pour le stockage et la manutention.',
          en: 'An economical choice for storage and handling.',
          ar: 'حل اقتصادي للتخزين والمناولة.',
        },
        features: {
          fr: ['Contrôle qualité pièce par pièce', 'Livraison à Casablanca et Mohammedia'],
          en: ['Inspected one by one', 'Delivery in Casablanca and Mohammedia'],
          ar: ['مراقبة الجودة قطعة بقطعة', 'التوصيل إلى الدار البيضاء والمحمدية'],
        },
        priceMinor: 75000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'lot-20-neuves',
        name: {
          fr: '20 palettes neuves NIMP 15',
          en: '20 new ISPM 15 pallets',
          ar: '20 منصة جديدة وفق معيار ISPM 15',
        },
        description: {
          fr: 'Prêtes pour l’export, avec certificat de traitement.',
          en: 'Export-ready, with a treatment certificate.',
          ar: 'جاهزة للتصدير، مع شهادة المعالجة.',
        },
        features: {
          fr: ['Bois traité et marqué', 'Certificat de traitement fourni', 'Livraison sous 48 h'],
          en: ['Treated and stamped timber', 'Treatment certificate supplied', 'Delivered within 48 hours'],
          ar: ['خشب معالج وموسوم', 'تسليم شهادة المعالجة', 'التوصيل في غضون 48 ساعة'],
        },
        priceMinor: 340000,
        currency: 'MAD',
        discount: { type: 'amount', value: 20000 },
        billingPeriod: null,
        paymentKind: 'one_time',
      },
    ],
  },

  // ─────────────────────────────── Storage offers ───────────────────────────────
  {
    slug: 'box-self-stockage',
    kind: 'storage_offer',
    categorySlug: 'stockage',
    subCategorySlug: 'self-stockage',
    featured: true,
    name: { fr: 'Box de self-stockage', en: 'Self-storage units', ar: 'وحدات التخزين الذاتي' },
    summary: {
      fr: 'Un espace privé et sécurisé pour vos meubles, vos cartons ou votre stock, accessible 7 jours sur 7.',
      en: 'A private, secure space for your furniture, boxes or stock, open 7 days a week.',
      ar: 'مساحة خاصة ومؤمّنة لأثاثكم أو صناديقكم أو سلعكم، متاحة طوال أيام الأسبوع.',
    },
    description: {
      fr: [
        'Nos box individuels, situés dans notre entrepôt d’Aïn Sebaâ, ferment avec votre propre cadenas et sont placés sous vidéosurveillance 24 h/24. Vous y accédez avec un badge personnel, tous les jours de 7 h à 21 h.',
        'Déménagement, travaux, départ à l’étranger ou surplus de marchandises : louez au mois, changez de taille quand vos besoins évoluent et résiliez avec un simple préavis de 15 jours.',
      ].join('\n\n'),
      en: [
        'Our individual units, in our Aïn Sebaâ warehouse, lock with your own padlock and are monitored by CCTV around the clock. You get in with a personal badge, every day from 7 am to 9 pm.',
        'Moving house, renovating, working abroad or holding surplus stock: rent by the month, switch sizes as your needs change and cancel with just 15 days’ notice.',
      ].join('\n\n'),
      ar: [
        'تقع وحداتنا الفردية في مستودعنا بعين السبع، وتُقفل بقفلكم الخاص وتخضع للمراقبة بالكاميرات على مدار الساعة. ويمكنكم الدخول إليها ببطاقة شخصية كل يوم من السابعة صباحاً إلى التاسعة ليلاً.',
        'سواء تعلق الأمر بالانتقال إلى مسكن جديد أو بأشغال إصلاح أو بسفر إلى الخارج أو بفائض في السلع، استأجروا بالشهر، وغيّروا المساحة متى تغيرت احتياجاتكم، وألغوا العقد بإشعار مسبق مدته 15 يوماً فقط.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Box de 2 à 10 m²',
        'Accès 7 j/7, de 7 h à 21 h',
        'Vidéosurveillance et alarme 24 h/24',
        'Chariots et diables à disposition',
        'Assurance du contenu en option',
      ],
      en: [
        'Units from 2 to 10 m²',
        'Access 7 days a week, 7 am to 9 pm',
        '24/7 CCTV and alarm',
        'Trolleys and hand trucks available',
        'Optional contents insurance',
      ],
      ar: [
        'وحدات من 2 إلى 10 م²',
        'الدخول طوال الأسبوع من 7 صباحاً إلى 9 ليلاً',
        'مراقبة بالكاميرات وإنذار على مدار الساعة',
        'عربات يدوية رهن إشارتكم',
        'تأمين اختياري على المحتويات',
      ],
    },
    images: ['/demo/services/box-self-stockage.svg'],
    price: { priceMinor: 29000, currency: 'MAD', billingPeriod: 'month', paymentKind: 'subscription' },
    packages: [
      {
        slug: 'box-2m2',
        name: { fr: 'Box de 2 m²', en: '2 m² unit', ar: 'وحدة بمساحة 2 م²' },
        description: {
          fr: 'L’équivalent d’un grand placard : cartons, valises, affaires de saison.',
          en: 'About the size of a walk-in closet: boxes, suitcases, seasonal items.',
          ar: 'بحجم خزانة كبيرة تقريباً: صناديق وحقائب سفر وأغراض موسمية.',
        },
        features: {
          fr: ['Environ 5 m³', 'Sans engagement'],
          en: ['About 5 m³', 'No minimum term'],
          ar: ['حوالي 5 م³', 'دون التزام'],
        },
        priceMinor: 49000,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
      {
        slug: 'box-5m2',
        name: { fr: 'Box de 5 m²', en: '5 m² unit', ar: 'وحدة بمساحة 5 م²' },
        description: {
          fr: 'Le contenu d’un studio ou le stock d’une petite boutique.',
          en: 'The contents of a studio flat or a small shop’s stock.',
          ar: 'محتويات شقة صغيرة أو مخزون متجر صغير.',
        },
        features: {
          fr: ['Environ 12 m³', 'Porte large pour le mobilier', 'Sans engagement'],
          en: ['About 12 m³', 'Wide door for furniture', 'No minimum term'],
          ar: ['حوالي 12 م³', 'باب واسع لإدخال الأثاث', 'دون التزام'],
        },
        priceMinor: 99000,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
      {
        slug: 'box-10m2-annuel',
        name: {
          fr: 'Box de 10 m² – formule annuelle',
          en: '10 m² unit – annual plan',
          ar: 'وحدة بمساحة 10 م² – اشتراك سنوي',
        },
        description: {
          fr: 'Le contenu d’un appartement de trois pièces, au tarif annuel le plus avantageux.',
          en: 'Room for a three-room apartment, at our best annual rate.',
          ar: 'مساحة تكفي محتويات شقة من ثلاث غرف، بأفضل سعر سنوي.',
        },
        features: {
          fr: ['Environ 25 m³', 'Accès véhicule au plus près du box', 'Cadenas haute sécurité offert'],
          en: ['About 25 m³', 'Drive up close to your unit', 'Free high-security padlock'],
          ar: ['حوالي 25 م³', 'إمكانية ركن السيارة بالقرب من الوحدة', 'قفل عالي الأمان مجاناً'],
        },
        priceMinor: 1990000,
        currency: 'MAD',
        discount: { type: 'percent', value: 10 },
        billingPeriod: 'year',
        paymentKind: 'subscription',
      },
    ],
  },
  {
    slug: 'stockage-palettes',
    kind: 'storage_offer',
    categorySlug: 'stockage',
    subCategorySlug: 'entreposage-professionnel',
    name: {
      fr: 'Stockage de palettes en entrepôt',
      en: 'Pallet warehousing',
      ar: 'تخزين المنصات في المستودع',
    },
    summary: {
      fr: 'Confiez-nous vos palettes : réception, stockage en racks et préparation des sorties, à la semaine ou au mois.',
      en: 'Hand us your pallets: receipt, racked storage and dispatch preparation, by the week or by the month.',
      ar: 'اتركوا منصاتكم لدينا: استلام وتخزين على الرفوف وتحضير للإخراج، بالأسبوع أو بالشهر.',
    },
    description: {
      fr: [
        'Notre entrepôt de 6 000 m² dispose de racks à palettes, de quais de chargement et d’une équipe de caristes certifiés. Vos marchandises sont enregistrées à l’entrée et localisées emplacement par emplacement.',
        'Pic saisonnier, arrivée de conteneur ou stock tampon : vous ne payez que les emplacements occupés. Les entrées et les sorties sont consultables en ligne à tout moment.',
      ].join('\n\n'),
      en: [
        'Our 6,000 m² warehouse has pallet racking, loading docks and a team of certified forklift operators. Your goods are logged on arrival and tracked down to the exact location.',
        'Seasonal peak, container arrival or buffer stock: you only pay for the locations you use. Inbound and outbound movements can be checked online at any time.',
      ].join('\n\n'),
      ar: [
        'يتوفر مستودعنا الممتد على 6000 م² على رفوف للمنصات وأرصفة للتحميل وفريق من سائقي الرافعات المعتمدين. وتُسجَّل بضائعكم عند دخولها ويُحدَّد موقعها بدقة على الرفوف.',
        'سواء تعلق الأمر بذروة موسمية أو بوصول حاوية أو بمخزون احتياطي، فإنكم لا تؤدون إلا ثمن المواقع المشغولة، ويمكنكم الاطلاع على حركات الدخول والخروج عبر الإنترنت في أي وقت.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Racks jusqu’à 8 m de hauteur',
        'Quais de chargement pour semi-remorques',
        'Inventaire en ligne en temps réel',
        'Préparation de commandes à l’unité en option',
      ],
      en: [
        'Racking up to 8 m high',
        'Loading docks for semi-trailers',
        'Real-time online inventory',
        'Optional unit-level order picking',
      ],
      ar: [
        'رفوف بارتفاع يصل إلى 8 أمتار',
        'أرصفة تحميل للشاحنات نصف المقطورة',
        'جرد عبر الإنترنت في الوقت الفعلي',
        'تحضير الطلبيات بالوحدة كخدمة اختيارية',
      ],
    },
    images: ['/demo/services/stockage-palettes.svg'],
    price: { priceMinor: 5000, currency: 'MAD', billingPeriod: 'week', paymentKind: 'subscription' },
    packages: [
      {
        slug: 'palette-semaine',
        name: {
          fr: 'Emplacement palette à la semaine',
          en: 'Pallet location, weekly',
          ar: 'موقع منصة بالأسبوع',
        },
        description: {
          fr: 'Pour les besoins courts : arrivage ponctuel, événement, transit.',
          en: 'For short-term needs: one-off deliveries, events, goods in transit.',
          ar: 'للاحتياجات القصيرة: شحنة عابرة أو تظاهرة أو بضائع في طور العبور.',
        },
        features: {
          fr: ['1 emplacement palette (1,80 m de haut max.)', 'Entrée et sortie incluses'],
          en: ['1 pallet location (max. height 1.80 m)', 'Inbound and outbound handling included'],
          ar: ['موقع واحد لمنصة (بارتفاع أقصاه 1.80 م)', 'عمليتا الإدخال والإخراج مشمولتان'],
        },
        priceMinor: 4500,
        currency: 'MAD',
        billingPeriod: 'week',
        paymentKind: 'subscription',
      },
      {
        slug: 'forfait-10-palettes',
        name: {
          fr: 'Forfait 10 palettes au mois',
          en: '10-pallet plan, monthly',
          ar: 'باقة 10 منصات بالشهر',
        },
        description: {
          fr: 'Un stock tampon permanent pour les commerçants et les distributeurs.',
          en: 'Permanent buffer stock for retailers and distributors.',
          ar: 'مخزون احتياطي دائم للتجار والموزعين.',
        },
        features: {
          fr: [
            '10 emplacements palettes',
            '20 mouvements inclus par mois',
            'Accès au tableau de bord en ligne',
          ],
          en: ['10 pallet locations', '20 movements included each month', 'Access to the online dashboard'],
          ar: [
            '10 مواقع للمنصات',
            '20 عملية إدخال أو إخراج مشمولة شهرياً',
            'الولوج إلى لوحة التحكم عبر الإنترنت',
          ],
        },
        priceMinor: 150000,
        currency: 'MAD',
        discount: { type: 'amount', value: 15000 },
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
    ],
  },
  {
    slug: 'archivage-documents',
    kind: 'storage_offer',
    categorySlug: 'stockage',
    subCategorySlug: 'archives',
    name: { fr: 'Archivage de documents', en: 'Document archiving', ar: 'أرشفة الوثائق' },
    summary: {
      fr: 'Libérez vos bureaux : nous conservons vos archives en toute sécurité et vous les renvoyons sur simple demande.',
      en: 'Free up your office: we keep your records safe and send them back whenever you ask.',
      ar: 'أفرغوا مكاتبكم: نحفظ أرشيفكم بأمان ونعيده إليكم بمجرد الطلب.',
    },
    description: {
      fr: [
        'Vos boîtes d’archives sont collectées dans vos locaux, codifiées puis rangées dans une zone à accès restreint, protégée contre l’incendie et l’humidité. Chaque boîte est suivie par code-barres, de la collecte à la restitution.',
        'Besoin d’un dossier ? Commandez-le en ligne : il vous est livré sous 24 h à Casablanca, ou numérisé et envoyé par e-mail en quelques heures. À l’échéance de la durée légale de conservation, nous organisons la destruction certifiée.',
      ].join('\n\n'),
      en: [
        'Your archive boxes are collected from your premises, coded and shelved in a restricted-access area protected against fire and humidity. Each box is barcode-tracked from pickup to return.',
        'Need a file? Order it online and we deliver it within 24 hours in Casablanca, or scan it and email it to you within a few hours. When the legal retention period ends, we arrange certified destruction.',
      ].join('\n\n'),
      ar: [
        'نجمع علب أرشيفكم من مقراتكم ونرمّزها ثم نرتبها في منطقة ذات ولوج محدود ومحمية من الحرائق والرطوبة، وتُتتبَّع كل علبة برمز شريطي من لحظة جمعها إلى حين إرجاعها.',
        'هل تحتاجون إلى ملف؟ اطلبوه عبر الإنترنت وسنسلمه إليكم في غضون 24 ساعة داخل الدار البيضاء، أو نرقمنه ونرسله إليكم بالبريد الإلكتروني في بضع ساعات. وعند انتهاء مدة الحفظ القانونية، نتكفل بإتلافه مع تسليمكم شهادة بذلك.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Traçabilité par code-barres',
        'Zone sécurisée avec détection incendie',
        'Consultation papier ou numérique sous 24 h',
        'Destruction certifiée en fin de conservation',
      ],
      en: [
        'Barcode tracking',
        'Secure area with fire detection',
        'Paper or digital retrieval within 24 hours',
        'Certified destruction at the end of retention',
      ],
      ar: [
        'تتبع بالرمز الشريطي',
        'منطقة مؤمّنة مزودة بنظام لكشف الحرائق',
        'استرجاع ورقي أو رقمي في غضون 24 ساعة',
        'إتلاف معتمد عند انتهاء مدة الحفظ',
      ],
    },
    images: ['/demo/services/archivage-documents.svg'],
    price: { priceMinor: 9000, currency: 'MAD', billingPeriod: 'month', paymentKind: 'subscription' },
    packages: [
      {
        slug: 'collecte-initiale',
        name: {
          fr: 'Collecte et indexation initiales',
          en: 'Initial pickup and indexing',
          ar: 'الجمع والفهرسة الأولية',
        },
        description: {
          fr: 'Nous venons chercher vos archives et dressons l’inventaire de chaque boîte.',
          en: 'We pick up your records and build an inventory of every box.',
          ar: 'نأتي لأخذ أرشيفكم ونعدّ جرداً مفصلاً لكل علبة.',
        },
        features: {
          fr: [
            'Jusqu’à 100 boîtes collectées',
            'Boîtes d’archives neuves fournies',
            'Inventaire consultable en ligne',
          ],
          en: ['Up to 100 boxes collected', 'New archive boxes supplied', 'Inventory available online'],
          ar: ['جمع ما يصل إلى 100 علبة', 'توفير علب أرشيف جديدة', 'جرد يمكن الاطلاع عليه عبر الإنترنت'],
        },
        priceMinor: 150000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'abonnement-annuel-100',
        name: {
          fr: 'Abonnement annuel – 100 boîtes',
          en: 'Annual plan – 100 boxes',
          ar: 'اشتراك سنوي – 100 علبة',
        },
        description: {
          fr: 'La conservation de 100 boîtes pendant un an, consultations comprises.',
          en: 'Storage of 100 boxes for one year, retrievals included.',
          ar: 'حفظ 100 علبة لمدة سنة، مع طلبات الاسترجاع.',
        },
        features: {
          fr: ['100 boîtes standard', '12 consultations incluses', 'Numérisation à la demande'],
          en: ['100 standard boxes', '12 retrievals included', 'Scanning on demand'],
          ar: ['100 علبة قياسية', '12 عملية استرجاع مشمولة', 'الرقمنة عند الطلب'],
        },
        priceMinor: 360000,
        currency: 'MAD',
        billingPeriod: 'year',
        paymentKind: 'subscription',
      },
    ],
  },
  {
    slug: 'stockage-climatise',
    kind: 'storage_offer',
    categorySlug: 'stockage',
    subCategorySlug: 'entreposage-professionnel',
    name: { fr: 'Stockage climatisé', en: 'Climate-controlled storage', ar: 'التخزين المكيّف' },
    summary: {
      fr: 'Température et humidité maîtrisées pour les produits sensibles : cosmétiques, œuvres d’art, électronique, épicerie fine.',
      en: 'Controlled temperature and humidity for sensitive goods: cosmetics, artwork, electronics, fine foods.',
      ar: 'درجة حرارة ورطوبة مضبوطتان للسلع الحساسة: مستحضرات التجميل والأعمال الفنية والأجهزة الإلكترونية والمنتجات الغذائية الراقية.',
    },
    description: {
      fr: [
        'Casablanca est une ville humide. Pour les marchandises qui craignent la chaleur ou la moisissure, nos cellules climatisées sont maintenues entre 15 et 22 °C, avec une hygrométrie inférieure à 60 %.',
        'Les relevés sont enregistrés en continu et une alerte se déclenche au moindre écart. Chaque mois, vous recevez un rapport de température, bien utile pour vos audits qualité.',
      ].join('\n\n'),
      en: [
        'Casablanca is a humid city. For goods that fear heat or mould, our climate-controlled cells are kept between 15 and 22 °C, with relative humidity below 60%.',
        'Readings are logged continuously and an alert goes off at the slightest deviation. Every month you receive a temperature report, which comes in handy for quality audits.',
      ].join('\n\n'),
      ar: [
        'الدار البيضاء مدينة رطبة، لذلك نحافظ في خلايانا المكيفة على درجة حرارة تتراوح بين 15 و22 درجة مئوية ونسبة رطوبة تقل عن 60%، لحماية السلع التي تتأثر بالحرارة أو العفن.',
        'تُسجَّل القياسات بشكل متواصل ويُطلَق تنبيه عند أدنى انحراف، كما تتوصلون كل شهر بتقرير عن درجات الحرارة يفيدكم في عمليات تدقيق الجودة.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Température entre 15 et 22 °C',
        'Hygrométrie inférieure à 60 %',
        'Enregistrement continu et alertes',
        'Rapport mensuel de température',
      ],
      en: [
        'Temperature between 15 and 22 °C',
        'Relative humidity below 60%',
        'Continuous logging and alerts',
        'Monthly temperature report',
      ],
      ar: [
        'درجة حرارة بين 15 و22 درجة مئوية',
        'نسبة رطوبة أقل من 60%',
        'تسجيل متواصل وتنبيهات فورية',
        'تقرير شهري عن درجات الحرارة',
      ],
    },
    images: ['/demo/services/stockage-climatise.svg'],
    price: {
      priceMinor: 45000,
      currency: 'MAD',
      discount: { type: 'percent', value: 10 },
      billingPeriod: 'month',
      paymentKind: 'subscription',
    },
    packages: [
      {
        slug: 'casier-climatise',
        name: {
          fr: 'Casier climatisé de 1 m³',
          en: '1 m³ climate-controlled locker',
          ar: 'خزانة مكيفة بسعة 1 م³',
        },
        description: {
          fr: 'Pour les objets de valeur, les collections et les documents anciens.',
          en: 'For valuables, collections and old documents.',
          ar: 'للأغراض الثمينة والمجموعات والوثائق القديمة.',
        },
        features: {
          fr: ['Casier individuel fermé à clé', 'Accès sur rendez-vous'],
          en: ['Individual lockable locker', 'Access by appointment'],
          ar: ['خزانة فردية تُقفل بمفتاح', 'الدخول بموعد مسبق'],
        },
        priceMinor: 35000,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
      {
        slug: 'cellule-climatisee-10m2',
        name: {
          fr: 'Cellule climatisée de 10 m²',
          en: '10 m² climate-controlled cell',
          ar: 'خلية مكيفة بمساحة 10 م²',
        },
        description: {
          fr: 'Pour les stocks professionnels sensibles, sur palettes ou sur étagères.',
          en: 'For sensitive business stock, on pallets or shelving.',
          ar: 'للمخزونات المهنية الحساسة، على منصات أو رفوف.',
        },
        features: {
          fr: ['Jusqu’à 6 palettes', 'Étagères fournies sur demande', 'Rapport de température mensuel'],
          en: ['Up to 6 pallets', 'Shelving supplied on request', 'Monthly temperature report'],
          ar: ['ما يصل إلى 6 منصات', 'رفوف متوفرة عند الطلب', 'تقرير شهري عن درجات الحرارة'],
        },
        priceMinor: 320000,
        currency: 'MAD',
        discount: { type: 'amount', value: 40000 },
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
    ],
  },

  // ────────────────────────────── Digital services ──────────────────────────────
  {
    slug: 'site-e-commerce',
    kind: 'digital_service',
    categorySlug: 'services-digitaux',
    subCategorySlug: 'web-et-e-commerce',
    featured: true,
    name: { fr: 'Création de boutique en ligne', en: 'Online store development', ar: 'إنشاء متجر إلكتروني' },
    summary: {
      fr: 'Une boutique rapide, bilingue et prête à encaisser, connectée à nos solutions d’emballage et de stockage.',
      en: 'A fast, bilingual store ready to take payments, connected to our packaging and storage solutions.',
      ar: 'متجر سريع بلغتين وجاهز لاستقبال المدفوعات، ومرتبط بحلولنا في التغليف والتخزين.',
    },
    description: {
      fr: [
        'Nous concevons des boutiques en ligne pensées pour le marché marocain : paiement par carte via les passerelles locales, paiement à la livraison, affichage en français et en arabe, et un chargement optimisé pour le mobile.',
        'De l’atelier de cadrage à la mise en ligne, un chef de projet unique vous accompagne. Vous repartez avec une boutique que vous savez administrer, et votre équipe est formée à son utilisation.',
      ].join('\n\n'),
      en: [
        'We build online stores designed for the Moroccan market: card payment through local gateways, cash on delivery, French and Arabic display, and load times optimised for mobile.',
        'From the scoping workshop to go-live, a single project manager is by your side. You end up with a store you know how to run, and your team is trained to use it.',
      ].join('\n\n'),
      ar: [
        'نصمم متاجر إلكترونية تراعي خصوصيات السوق المغربية: الدفع بالبطاقة عبر البوابات المحلية، والدفع عند الاستلام، وعرض المحتوى بالفرنسية والعربية، وسرعة تحميل محسّنة للهواتف المحمولة.',
        'يرافقكم مدير مشروع واحد من ورشة تحديد الحاجيات إلى الإطلاق الفعلي، لتتسلموا متجراً تعرفون كيف تديرونه، مع تكوين فريقكم على استعماله.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Design responsive, pensé pour le mobile',
        'Français et arabe, avec mise en page de droite à gauche',
        'Paiement par carte et à la livraison',
        'Connexion à votre stock chez Emballo',
        'Formation de votre équipe',
      ],
      en: [
        'Responsive, mobile-first design',
        'French and Arabic, with right-to-left layout',
        'Card payment and cash on delivery',
        'Connected to your stock at Emballo',
        'Training for your team',
      ],
      ar: [
        'تصميم متجاوب يلائم الهواتف المحمولة',
        'الفرنسية والعربية مع عرض من اليمين إلى اليسار',
        'الدفع بالبطاقة وعند الاستلام',
        'ربط بمخزونكم لدى إمبالو',
        'تكوين فريقكم',
      ],
    },
    images: ['/demo/services/site-e-commerce.svg'],
    price: {
      priceMinor: 990000,
      currency: 'MAD',
      discount: { type: 'amount', value: 100000 },
      billingPeriod: null,
      paymentKind: 'one_time',
    },
    packages: [
      {
        slug: 'essentiel',
        name: { fr: 'Essentiel', en: 'Essential', ar: 'الباقة الأساسية' },
        description: {
          fr: 'Une boutique clé en main pour vous lancer dans la vente en ligne.',
          en: 'A turnkey store to get started with online sales.',
          ar: 'متجر جاهز للانطلاق في البيع عبر الإنترنت.',
        },
        features: {
          fr: [
            'Jusqu’à 50 produits',
            'Thème personnalisé à vos couleurs',
            'Paiement à la livraison',
            'Mise en ligne en 3 semaines',
          ],
          en: ['Up to 50 products', 'Theme customised to your brand', 'Cash on delivery', 'Live in 3 weeks'],
          ar: [
            'ما يصل إلى 50 منتجاً',
            'قالب مخصص بألوان علامتكم',
            'الدفع عند الاستلام',
            'الإطلاق في غضون 3 أسابيع',
          ],
        },
        priceMinor: 1490000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'pro',
        name: { fr: 'Pro', en: 'Pro', ar: 'الباقة الاحترافية' },
        description: {
          fr: 'Pour les marques qui ont besoin d’un catalogue riche et du paiement par carte.',
          en: 'For brands that need a rich catalogue and card payments.',
          ar: 'للعلامات التجارية التي تحتاج إلى كتالوج غني وإلى الدفع بالبطاقة.',
        },
        features: {
          fr: [
            'Produits illimités',
            'Paiement par carte bancaire',
            'Version arabe complète',
            'Connexion au stock Emballo',
          ],
          en: [
            'Unlimited products',
            'Bank card payments',
            'Full Arabic version',
            'Connected to Emballo stock',
          ],
          ar: [
            'عدد غير محدود من المنتجات',
            'الدفع بالبطاقة البنكية',
            'نسخة عربية كاملة',
            'ربط بمخزون إمبالو',
          ],
        },
        priceMinor: 2990000,
        currency: 'MAD',
        discount: { type: 'amount', value: 300000 },
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'maintenance',
        name: { fr: 'Maintenance et hébergement', en: 'Maintenance & hosting', ar: 'الصيانة والاستضافة' },
        description: {
          fr: 'Hébergement, sauvegardes, mises à jour de sécurité et 2 heures d’évolutions par mois.',
          en: 'Hosting, backups, security updates and 2 hours of improvements each month.',
          ar: 'استضافة ونسخ احتياطي وتحديثات أمنية وساعتان من التطويرات كل شهر.',
        },
        features: {
          fr: ['Hébergement et certificat SSL', 'Sauvegardes quotidiennes', 'Support par e-mail et WhatsApp'],
          en: ['Hosting and SSL certificate', 'Daily backups', 'Support by email and WhatsApp'],
          ar: ['الاستضافة وشهادة SSL', 'نسخ احتياطي يومي', 'الدعم عبر البريد الإلكتروني وواتساب'],
        },
        priceMinor: 90000,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
    ],
  },
  {
    slug: 'design-packaging',
    kind: 'digital_service',
    categorySlug: 'services-digitaux',
    subCategorySlug: 'design-et-marque',
    name: { fr: 'Design d’emballage', en: 'Packaging design', ar: 'تصميم التغليف' },
    summary: {
      fr: 'Des emballages qui se remarquent en rayon et se fabriquent sans mauvaise surprise.',
      en: 'Packaging that stands out on the shelf and goes into production without surprises.',
      ar: 'تغليف يلفت الانتباه على الرفوف ويُصنع دون مفاجآت غير سارة.',
    },
    description: {
      fr: [
        'Nos designers travaillent main dans la main avec notre atelier de fabrication : chaque création est pensée en fonction du carton, des techniques d’impression et des coûts réels de production.',
        'Nous partons de votre marque, de vos contraintes logistiques et de votre clientèle pour proposer des pistes créatives, puis nous livrons des fichiers prêts à imprimer et un prototype physique.',
      ].join('\n\n'),
      en: [
        'Our designers work hand in hand with our production workshop: every design is built around the board, the printing techniques and real production costs.',
        'We start from your brand, your logistics constraints and your customers to propose creative directions, then deliver print-ready files and a physical prototype.',
      ].join('\n\n'),
      ar: [
        'يعمل مصممونا جنباً إلى جنب مع ورشة التصنيع لدينا، فيُراعى في كل تصميم نوعُ الكرتون وتقنياتُ الطباعة وتكاليفُ الإنتاج الفعلية.',
        'ننطلق من علامتكم التجارية وإكراهاتكم اللوجستية وعملائكم لنقترح عليكم توجهات إبداعية، ثم نسلمكم ملفات جاهزة للطباعة ونموذجاً أولياً ملموساً.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Étude de votre marque et de vos concurrents',
        '2 à 3 pistes créatives',
        'Fichiers prêts à imprimer (PDF, Illustrator)',
        'Prototype physique',
      ],
      en: [
        'Review of your brand and competitors',
        '2 to 3 creative directions',
        'Print-ready files (PDF, Illustrator)',
        'Physical prototype',
      ],
      ar: [
        'دراسة علامتكم التجارية ومنافسيكم',
        'من توجهين إلى ثلاثة توجهات إبداعية',
        'ملفات جاهزة للطباعة (PDF وIllustrator)',
        'نموذج أولي ملموس',
      ],
    },
    images: ['/demo/services/design-packaging.svg'],
    price: { priceMinor: 250000, currency: 'MAD', billingPeriod: null, paymentKind: 'one_time' },
    packages: [
      {
        slug: 'etiquette',
        name: { fr: 'Étiquette produit', en: 'Product label', ar: 'ملصق المنتج' },
        description: {
          fr: 'Le design d’une étiquette ou d’un sticker, décliné en 3 variantes au maximum.',
          en: 'Design of one label or sticker, in up to 3 variants.',
          ar: 'تصميم ملصق واحد بثلاثة أشكال مختلفة على الأكثر.',
        },
        features: {
          fr: ['2 pistes créatives', '3 déclinaisons', '2 séries de retouches'],
          en: ['2 creative directions', '3 variants', '2 rounds of revisions'],
          ar: ['توجهان إبداعيان', '3 أشكال مختلفة', 'جولتان من التعديلات'],
        },
        priceMinor: 350000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'boite-complete',
        name: { fr: 'Boîte complète', en: 'Complete box', ar: 'علبة متكاملة' },
        description: {
          fr: 'Structure, graphisme et prototype d’une boîte de vente ou d’expédition.',
          en: 'Structure, graphics and prototype for a retail or shipping box.',
          ar: 'الهيكل والتصميم الغرافيكي والنموذج الأولي لعلبة عرض أو شحن.',
        },
        features: {
          fr: [
            'Plan de découpe sur mesure',
            '3 pistes créatives',
            'Prototype imprimé',
            'Accompagnement jusqu’au bon à tirer',
          ],
          en: [
            'Custom dieline',
            '3 creative directions',
            'Printed prototype',
            'Support through final proof sign-off',
          ],
          ar: [
            'مخطط قص حسب الطلب',
            '3 توجهات إبداعية',
            'نموذج أولي مطبوع',
            'المواكبة إلى غاية المصادقة النهائية على الطباعة',
          ],
        },
        priceMinor: 950000,
        currency: 'MAD',
        discount: { type: 'percent', value: 20 },
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'gamme',
        name: { fr: 'Gamme de produits', en: 'Product range', ar: 'تشكيلة منتجات' },
        description: {
          fr: 'Un système graphique cohérent pour une gamme de 3 à 8 produits.',
          en: 'A consistent visual system for a range of 3 to 8 products.',
          ar: 'نظام بصري متناسق لتشكيلة من 3 إلى 8 منتجات.',
        },
        features: {
          fr: ['Charte graphique packaging', 'Jusqu’à 8 références', 'Prototypes en 2 formats'],
          en: ['Packaging design guidelines', 'Up to 8 SKUs', 'Prototypes in 2 formats'],
          ar: ['دليل الهوية البصرية للتغليف', 'ما يصل إلى 8 منتجات', 'نماذج أولية بمقاسين'],
        },
        priceMinor: 2400000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
    ],
  },
  {
    slug: 'logiciel-gestion-stock',
    kind: 'digital_service',
    categorySlug: 'services-digitaux',
    subCategorySlug: 'logiciels-de-gestion',
    featured: true,
    name: {
      fr: 'Logiciel de gestion de stock',
      en: 'Inventory management software',
      ar: 'برنامج تدبير المخزون',
    },
    summary: {
      fr: 'Suivez vos stocks, vos commandes et vos emballages depuis un seul tableau de bord, sur ordinateur comme sur mobile.',
      en: 'Track your stock, orders and packaging from a single dashboard, on desktop or mobile.',
      ar: 'تتبعوا مخزونكم وطلبياتكم ومواد التغليف من لوحة تحكم واحدة، على الحاسوب أو الهاتف.',
    },
    description: {
      fr: [
        'Emballo Stock est un logiciel en ligne conçu pour les commerçants, les artisans et les PME. Il centralise vos articles, vos entrepôts et vos ventes, et vous prévient avant la rupture.',
        'Il se connecte à votre boutique en ligne et à nos entrepôts : les marchandises stockées chez Emballo apparaissent automatiquement, et vous recommandez vos cartons en un clic quand le stock d’emballages baisse.',
      ].join('\n\n'),
      en: [
        'Emballo Stock is online software built for retailers, makers and SMEs. It brings your items, warehouses and sales together in one place, and warns you before you run out.',
        'It connects to your online store and to our warehouses: goods stored at Emballo show up automatically, and you can reorder cartons in one click when packaging runs low.',
      ].join('\n\n'),
      ar: [
        '«إمبالو ستوك» برنامج عبر الإنترنت موجه للتجار والحرفيين والمقاولات الصغيرة والمتوسطة، يجمع في مكان واحد سلعكم ومستودعاتكم ومبيعاتكم، وينبهكم قبل نفاد المخزون.',
        'يرتبط البرنامج بمتجركم الإلكتروني وبمستودعاتنا، فتظهر السلع المخزنة لدى إمبالو تلقائياً، ويمكنكم طلب الكرتون بنقرة واحدة عندما ينخفض مخزون مواد التغليف.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Multi-entrepôts et multi-utilisateurs',
        'Alertes de seuil minimum',
        'Lecture de codes-barres depuis le smartphone',
        'Interface en français, en anglais et en arabe',
        'Export Excel et API',
      ],
      en: [
        'Multiple warehouses and users',
        'Low-stock alerts',
        'Barcode scanning from your smartphone',
        'Interface in French, English and Arabic',
        'Excel export and API',
      ],
      ar: [
        'تعدد المستودعات والمستخدمين',
        'تنبيهات عند بلوغ الحد الأدنى للمخزون',
        'قراءة الرموز الشريطية بالهاتف الذكي',
        'واجهة بالفرنسية والإنجليزية والعربية',
        'التصدير إلى Excel وواجهة برمجية (API)',
      ],
    },
    images: ['/demo/services/logiciel-gestion-stock.svg'],
    price: {
      priceMinor: 29900,
      currency: 'MAD',
      discount: { type: 'percent', value: 15 },
      billingPeriod: 'month',
      paymentKind: 'subscription',
    },
    packages: [
      {
        slug: 'starter',
        name: { fr: 'Starter', en: 'Starter', ar: 'باقة البداية' },
        description: {
          fr: 'Pour une boutique avec un seul point de stockage.',
          en: 'For a shop with a single stock location.',
          ar: 'لمتجر بموقع تخزين واحد.',
        },
        features: {
          fr: ['1 entrepôt', '2 utilisateurs', 'Jusqu’à 500 articles'],
          en: ['1 warehouse', '2 users', 'Up to 500 items'],
          ar: ['مستودع واحد', 'مستخدمان', 'ما يصل إلى 500 صنف'],
        },
        priceMinor: 19900,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
      {
        slug: 'business-mensuel',
        name: { fr: 'Business', en: 'Business', ar: 'باقة الأعمال' },
        description: {
          fr: 'Pour les équipes qui gèrent plusieurs sites et plusieurs canaux de vente.',
          en: 'For teams managing several sites and sales channels.',
          ar: 'للفرق التي تدير عدة مواقع وعدة قنوات للبيع.',
        },
        features: {
          fr: [
            'Entrepôts illimités',
            '10 utilisateurs',
            'Articles illimités',
            'Connexion à votre boutique en ligne',
          ],
          en: ['Unlimited warehouses', '10 users', 'Unlimited items', 'Connects to your online store'],
          ar: [
            'عدد غير محدود من المستودعات',
            '10 مستخدمين',
            'عدد غير محدود من الأصناف',
            'الربط بمتجركم الإلكتروني',
          ],
        },
        priceMinor: 49900,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
      {
        slug: 'business-annuel',
        name: { fr: 'Business annuel', en: 'Business, yearly', ar: 'باقة الأعمال السنوية' },
        description: {
          fr: 'L’offre Business réglée à l’année, avec une remise et un accompagnement au démarrage.',
          en: 'The Business plan billed yearly, with a discount and onboarding support.',
          ar: 'باقة الأعمال بأداء سنوي، مع تخفيض ومواكبة عند الانطلاق.',
        },
        features: {
          fr: [
            'Tout le contenu de l’offre Business',
            'Import de vos données initiales',
            'Formation de 2 heures',
          ],
          en: ['Everything in Business', 'Import of your initial data', '2-hour training session'],
          ar: ['كل مزايا باقة الأعمال', 'استيراد معطياتكم الأولية', 'حصة تكوينية مدتها ساعتان'],
        },
        priceMinor: 598800,
        currency: 'MAD',
        discount: { type: 'percent', value: 20 },
        billingPeriod: 'year',
        paymentKind: 'subscription',
      },
    ],
  },
  {
    slug: 'referencement-seo',
    kind: 'digital_service',
    categorySlug: 'services-digitaux',
    subCategorySlug: 'web-et-e-commerce',
    name: {
      fr: 'Référencement naturel (SEO)',
      en: 'Search engine optimisation (SEO)',
      ar: 'تحسين الظهور في محركات البحث (SEO)',
    },
    summary: {
      fr: 'Gagnez des visites qualifiées sur Google, en français comme en arabe, sans dépendre de la publicité.',
      en: 'Win qualified Google traffic in French and Arabic without relying on ads.',
      ar: 'استقطبوا زيارات مؤهلة من غوغل بالفرنسية والعربية دون الاعتماد على الإعلانات.',
    },
    description: {
      fr: [
        'Nous analysons la façon dont vos clients cherchent vos produits, en français, en arabe et parfois en darija, puis nous optimisons votre site en conséquence : structure, contenus, vitesse et liens.',
        'Chaque mois, vous recevez un rapport clair sur l’évolution de vos positions et de votre trafic, accompagné des prochaines actions prioritaires.',
      ].join('\n\n'),
      en: [
        'We analyse how your customers search for your products, in French, in Arabic and sometimes in Darija, then optimise your site accordingly: structure, content, speed and links.',
        'Every month you receive a clear report on how your rankings and traffic are evolving, along with the next priority actions.',
      ].join('\n\n'),
      ar: [
        'نحلل الطريقة التي يبحث بها عملاؤكم عن منتجاتكم، بالفرنسية والعربية وأحياناً بالدارجة، ثم نحسّن موقعكم تبعاً لذلك من حيث البنية والمحتوى والسرعة والروابط.',
        'وتتوصلون كل شهر بتقرير واضح عن تطور ترتيبكم وعدد زياراتكم، مرفق بالإجراءات ذات الأولوية في المرحلة المقبلة.',
      ].join('\n\n'),
    },
    features: {
      fr: [
        'Recherche de mots-clés en trois langues',
        'Audit technique complet',
        'Rédaction et optimisation de contenus',
        'Rapport mensuel commenté',
      ],
      en: [
        'Keyword research in three languages',
        'Full technical audit',
        'Content writing and optimisation',
        'Monthly report with commentary',
      ],
      ar: [
        'بحث عن الكلمات المفتاحية بثلاث لغات',
        'تدقيق تقني شامل',
        'كتابة المحتوى وتحسينه',
        'تقرير شهري مع التحليل والتعليق',
      ],
    },
    images: ['/demo/services/referencement-seo.svg'],
    price: { priceMinor: 250000, currency: 'MAD', billingPeriod: 'month', paymentKind: 'subscription' },
    packages: [
      {
        slug: 'audit-seo',
        name: { fr: 'Audit SEO', en: 'SEO audit', ar: 'تدقيق SEO' },
        description: {
          fr: 'Un diagnostic complet de votre site et un plan d’action classé par priorité.',
          en: 'A full diagnosis of your site and a prioritised action plan.',
          ar: 'تشخيص شامل لموقعكم وخطة عمل مرتبة حسب الأولوية.',
        },
        features: {
          fr: ['Audit technique et éditorial', 'Analyse de 3 concurrents', 'Restitution en visioconférence'],
          en: ['Technical and content audit', 'Analysis of 3 competitors', 'Results presented by video call'],
          ar: ['تدقيق تقني وتحريري', 'تحليل 3 منافسين', 'عرض النتائج عبر اجتماع بالفيديو'],
        },
        priceMinor: 450000,
        currency: 'MAD',
        billingPeriod: null,
        paymentKind: 'one_time',
      },
      {
        slug: 'suivi-mensuel',
        name: { fr: 'Suivi mensuel', en: 'Monthly retainer', ar: 'المتابعة الشهرية' },
        description: {
          fr: 'Un accompagnement continu pour progresser mois après mois.',
          en: 'Ongoing support to climb the rankings month after month.',
          ar: 'مواكبة مستمرة لتحسين ترتيبكم شهراً بعد شهر.',
        },
        features: {
          fr: ['4 contenus optimisés par mois', 'Suivi de 50 mots-clés', 'Rapport et point mensuels'],
          en: [
            '4 optimised pieces of content a month',
            '50 keywords tracked',
            'Monthly report and review call',
          ],
          ar: ['4 محتويات محسّنة كل شهر', 'تتبع 50 كلمة مفتاحية', 'تقرير واجتماع شهريان'],
        },
        priceMinor: 350000,
        currency: 'MAD',
        billingPeriod: 'month',
        paymentKind: 'subscription',
      },
    ],
  },
];
