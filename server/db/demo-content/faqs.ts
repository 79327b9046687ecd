import type { DemoFaq, Text } from './types.js';

const ordersGroup: Text = { fr: 'Commandes et livraison', en: 'Orders & delivery', ar: 'الطلبيات والتوصيل' };
const storageGroup: Text = { fr: 'Stockage', en: 'Storage', ar: 'التخزين' };
const digitalGroup: Text = { fr: 'Services digitaux', en: 'Digital services', ar: 'الخدمات الرقمية' };

export const demoFaqs: DemoFaq[] = [
  // Orders & delivery
  {
    groupSlug: 'commandes-livraison',
    group: ordersGroup,
    question: {
      fr: 'Livrez-vous partout au Maroc ?',
      en: 'Do you deliver everywhere in Morocco?',
      ar: 'هل توصلون الطلبيات إلى جميع أنحاء المغرب؟',
    },
    answer: {
      fr: 'Oui. Nos camions livrent directement Casablanca, Mohammedia, Rabat et Marrakech ; les autres villes sont desservies par nos transporteurs partenaires. Les frais de livraison sont calculés dans le panier, avant le paiement.',
      en: 'Yes. Our own trucks deliver to Casablanca, Mohammedia, Rabat and Marrakech, and other cities are served by our carrier partners. Delivery costs are shown in your basket before you pay.',
      ar: 'نعم. تتولى شاحناتنا التوصيل مباشرة إلى الدار البيضاء والمحمدية والرباط ومراكش، فيما يتكفل شركاؤنا في النقل بباقي المدن. وتُحتسب مصاريف التوصيل في سلة المشتريات قبل الأداء.',
    },
  },
  {
    groupSlug: 'commandes-livraison',
    group: ordersGroup,
    question: {
      fr: 'Quels sont les délais de livraison ?',
      en: 'How long does delivery take?',
      ar: 'ما هي آجال التوصيل؟',
    },
    answer: {
      fr: 'Les cartons, le papier bulle et les palettes en stock sont livrés sous 24 à 48 h dans le Grand Casablanca et sous 2 à 4 jours ouvrés ailleurs. Les boîtes imprimées sur mesure sont fabriquées en 10 à 15 jours ouvrés après validation de l’échantillon.',
      en: 'In-stock cartons, bubble wrap and pallets are delivered within 24 to 48 hours in Greater Casablanca and within 2 to 4 working days elsewhere. Custom printed boxes are produced in 10 to 15 working days once the sample is approved.',
      ar: 'يتم توصيل الكرتون والغلاف الفقاعي والمنصات المتوفرة في المخزون في غضون 24 إلى 48 ساعة داخل الدار البيضاء الكبرى، وفي غضون 2 إلى 4 أيام عمل في باقي المدن. أما العلب المطبوعة حسب الطلب فتُصنع في أجل يتراوح بين 10 و15 يوم عمل بعد المصادقة على العينة.',
    },
  },
  {
    groupSlug: 'commandes-livraison',
    group: ordersGroup,
    question: {
      fr: 'Quels moyens de paiement acceptez-vous ?',
      en: 'Which payment methods do you accept?',
      ar: 'ما هي وسائل الأداء المقبولة لديكم؟',
    },
    answer: {
      fr: 'Vous pouvez régler par carte bancaire marocaine ou internationale, par virement ou en espèces à la livraison pour les commandes de produits. Les abonnements de stockage et de logiciel sont prélevés automatiquement sur votre carte à chaque échéance.',
      en: 'You can pay by Moroccan or international bank card, by bank transfer, or in cash on delivery for product orders. Storage and software subscriptions are charged automatically to your card on each renewal date.',
      ar: 'يمكنكم الأداء بالبطاقة البنكية المغربية أو الدولية، أو بالتحويل البنكي، أو نقداً عند الاستلام بالنسبة لطلبيات المنتجات. أما اشتراكات التخزين والبرنامج فتُقتطع تلقائياً من بطاقتكم عند كل استحقاق.',
    },
  },
  // Storage
  {
    groupSlug: 'stockage',
    group: storageGroup,
    question: {
      fr: 'Puis-je accéder à mon box quand je le souhaite ?',
      en: 'Can I access my unit whenever I like?',
      ar: 'هل يمكنني الدخول إلى وحدتي متى شئت؟',
    },
    answer: {
      fr: 'Votre box est accessible tous les jours, de 7 h à 21 h, avec votre badge personnel, sans rendez-vous. Pour le stockage de palettes et les archives, les mouvements se demandent en ligne et sont traités par notre équipe du lundi au samedi.',
      en: 'Your unit is open every day from 7 am to 9 pm with your personal badge, no appointment needed. For pallet storage and archives, movements are requested online and handled by our team from Monday to Saturday.',
      ar: 'يمكنكم الدخول إلى وحدتكم كل يوم من السابعة صباحاً إلى التاسعة ليلاً ببطاقتكم الشخصية ودون موعد مسبق. أما بالنسبة لتخزين المنصات والأرشيف، فتُطلب عمليات الإدخال والإخراج عبر الإنترنت ويتولى فريقنا معالجتها من الاثنين إلى السبت.',
    },
  },
  {
    groupSlug: 'stockage',
    group: storageGroup,
    question: {
      fr: 'Mes biens sont-ils assurés ?',
      en: 'Are my belongings insured?',
      ar: 'هل أغراضي مؤمَّن عليها؟',
    },
    answer: {
      fr: 'Le bâtiment est assuré et protégé par alarme, vidéosurveillance et détection incendie. Le contenu de votre box peut être couvert par notre assurance partenaire, en option, à partir de 30 MAD par mois selon la valeur déclarée.',
      en: 'The building is insured and protected by alarms, CCTV and fire detection. The contents of your unit can be covered by our partner insurer as an option, from 30 MAD a month depending on the declared value.',
      ar: 'المبنى مؤمَّن عليه ومحمي بنظام للإنذار وكاميرات للمراقبة ونظام لكشف الحرائق. ويمكن تأمين محتويات وحدتكم اختيارياً لدى شركة التأمين الشريكة لنا، ابتداءً من 30 درهماً شهرياً حسب القيمة المصرح بها.',
    },
  },
  {
    groupSlug: 'stockage',
    group: storageGroup,
    question: {
      fr: 'Comment résilier mon abonnement de stockage ?',
      en: 'How do I cancel my storage subscription?',
      ar: 'كيف يمكنني إلغاء اشتراك التخزين؟',
    },
    answer: {
      fr: 'Depuis votre espace client, en respectant un préavis de 15 jours pour les formules mensuelles et hebdomadaires. Les formules annuelles sont payées d’avance et se terminent à leur date d’échéance, sauf renouvellement de votre part.',
      en: 'From your customer account, with 15 days’ notice for monthly and weekly plans. Annual plans are paid upfront and end on their expiry date unless you choose to renew.',
      ar: 'يمكنكم ذلك من فضائكم الخاص، مع احترام أجل إشعار مسبق مدته 15 يوماً بالنسبة للاشتراكات الشهرية والأسبوعية. أما الاشتراكات السنوية فتُؤدى مسبقاً وتنتهي في تاريخ استحقاقها ما لم تقوموا بتجديدها.',
    },
  },
  // Digital services
  {
    groupSlug: 'services-digitaux',
    group: digitalGroup,
    question: {
      fr: 'À qui appartient le site que vous créez pour moi ?',
      en: 'Who owns the website you build for me?',
      ar: 'لمن تعود ملكية الموقع الذي تنجزونه لي؟',
    },
    answer: {
      fr: 'À vous. Le nom de domaine est enregistré à votre nom, et les contenus, les visuels et les données clients vous appartiennent. Si vous quittez notre offre de maintenance, nous vous remettons une copie complète du site et de sa base de données.',
      en: 'You do. The domain name is registered in your name, and the content, visuals and customer data belong to you. If you leave our maintenance plan, we hand over a full copy of the site and its database.',
      ar: 'تعود ملكيته إليكم. فاسم النطاق يُسجَّل باسمكم، والمحتوى والصور ومعطيات العملاء ملك لكم. وإذا قررتم التخلي عن خدمة الصيانة لدينا، فإننا نسلمكم نسخة كاملة من الموقع ومن قاعدة بياناته.',
    },
  },
  {
    groupSlug: 'services-digitaux',
    group: digitalGroup,
    question: {
      fr: 'Puis-je essayer le logiciel de gestion de stock avant de m’abonner ?',
      en: 'Can I try the inventory software before subscribing?',
      ar: 'هل يمكنني تجربة برنامج تدبير المخزون قبل الاشتراك؟',
    },
    answer: {
      fr: 'Oui, Emballo Stock est gratuit pendant 14 jours, sans carte bancaire. À la fin de l’essai, vous choisissez votre formule et toutes les données saisies sont conservées.',
      en: 'Yes, Emballo Stock is free for 14 days, with no card required. At the end of the trial you choose your plan and keep all the data you have entered.',
      ar: 'نعم، يمكنكم استعمال «إمبالو ستوك» مجاناً لمدة 14 يوماً دون الحاجة إلى بطاقة بنكية. وعند انتهاء فترة التجربة تختارون الباقة التي تناسبكم، مع الاحتفاظ بجميع المعطيات التي أدخلتموها.',
    },
  },
];
