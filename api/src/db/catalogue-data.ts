import { PACKAGE_TYPE } from '@topup/rules';

/** The seeded catalogue. Amounts in naira here (readable); the seed stores kobo. */

export interface SeedPlan {
  title: string;
  amount: number;
  variation_code: string;
  code?: string;
  description?: string;
}

export interface SeedPackage {
  type: number;
  key: string;
  title: string;
  image: string;
  description: string;
  rate?: number;
  plans?: SeedPlan[];
  /** Airtime to cash: the line customers transfer airtime to. */
  receivingNumber?: string;
  /** The package verifies a profile ID before purchase (JAMB). */
  verify?: boolean;
}

export const PACKAGE_TYPES = [
  { id: PACKAGE_TYPE.airtime, key: 'airtime', title: 'Airtime', image: '/media/services/airtime.svg' },
  { id: PACKAGE_TYPE.data, key: 'data', title: 'Data', image: '/media/services/data.svg' },
  { id: PACKAGE_TYPE.electricity, key: 'electricity', title: 'Electricity', image: '/media/services/electricity.svg' },
  { id: PACKAGE_TYPE.cable, key: 'cable', title: 'Cable TV', image: '/media/services/cable.svg' },
  { id: PACKAGE_TYPE.airtimeToCash, key: 'airtime-cash', title: 'Airtime To Cash', image: '/media/services/airtime-cash.svg' },
  { id: PACKAGE_TYPE.education, key: 'education', title: 'Result PIN', image: '/media/services/education.svg' },
];

/** `a2cHow`: how a customer transfers airtime to our receiving line (`receiving`). */
const NETWORKS = [
  {
    slug: 'mtn', serviceID: 'mtn', title: 'MTN', image: '/media/networks/mtn.svg', airtimeDiscount: 2, a2c: 20,
    receiving: '08031230001', a2cHow: "MTN Share 'n Sell: dial *600*08031230001*amount*PIN#",
  },
  {
    slug: 'airtel', serviceID: 'airtel', title: 'Airtel', image: '/media/networks/airtel.svg', airtimeDiscount: 2.5, a2c: 22,
    receiving: '08021230001', a2cHow: 'Airtel Me2U: dial *432*08021230001*amount*PIN#',
  },
  {
    slug: 'glo', serviceID: 'glo', title: 'Glo', image: '/media/networks/glo.svg', airtimeDiscount: 3, a2c: 25,
    receiving: '08051230001', a2cHow: 'Glo Easy Share: dial *131*08051230001*amount*PIN#',
  },
  {
    slug: '9mobile', serviceID: 'etisalat', title: '9mobile', image: '/media/networks/9mobile.svg', airtimeDiscount: 3.5, a2c: 30,
    receiving: '08091230001', a2cHow: '9mobile Transfer: dial *223*PIN*amount*08091230001#',
  },
];

/** [size, validity, naira]: MTN's 500MB/1GB/2GB at 130/260/520 are the pricing page's samples. */
const DATA_PLANS: Record<string, Array<[string, string, number]>> = {
  mtn: [
    ['100MB', '1 Day', 100],
    ['500MB', '30 Days', 130],
    ['1GB', '30 Days', 260],
    ['2GB', '30 Days', 520],
    ['3GB', '30 Days', 780],
    ['5GB', '30 Days', 1300],
    ['10GB', '30 Days', 2600],
  ],
  airtel: [
    ['500MB', '30 Days', 135],
    ['1GB', '30 Days', 270],
    ['2GB', '30 Days', 540],
    ['5GB', '30 Days', 1350],
    ['10GB', '30 Days', 2700],
  ],
  glo: [
    ['500MB', '30 Days', 125],
    ['1GB', '30 Days', 250],
    ['2GB', '30 Days', 500],
    ['5GB', '30 Days', 1250],
    ['10GB', '30 Days', 2500],
  ],
  '9mobile': [
    ['500MB', '30 Days', 140],
    ['1GB', '30 Days', 280],
    ['2GB', '30 Days', 560],
    ['5GB', '30 Days', 1400],
  ],
};

const CABLE: Array<{ key: string; title: string; plans: Array<[string, string, number]> }> = [
  {
    key: 'dstv',
    title: 'DStv',
    plans: [
      ['DStv Padi', 'dstv-padi', 4400],
      ['DStv Yanga', 'dstv-yanga', 6000],
      ['DStv Confam', 'dstv-confam', 11000],
      ['DStv Compact', 'dstv-compact', 19000],
      ['DStv Compact Plus', 'dstv-compact-plus', 30000],
      ['DStv Premium', 'dstv-premium', 44500],
    ],
  },
  {
    key: 'gotv',
    title: 'GOtv',
    plans: [
      ['GOtv Smallie', 'gotv-smallie', 1900],
      ['GOtv Jinja', 'gotv-jinja', 3900],
      ['GOtv Jolli', 'gotv-jolli', 5800],
      ['GOtv Max', 'gotv-max', 8500],
      ['GOtv Supa', 'gotv-supa', 11400],
    ],
  },
  {
    key: 'startimes',
    title: 'Startimes',
    plans: [
      ['Nova (Antenna) - 1 Month', 'nova', 1900],
      ['Basic (Antenna) - 1 Month', 'basic', 3700],
      ['Smart (Dish) - 1 Month', 'smart', 4700],
      ['Classic (Antenna) - 1 Month', 'classic', 5500],
      ['Super (Dish) - 1 Month', 'super', 9000],
    ],
  },
  {
    key: 'showmax',
    title: 'SHOWMAX',
    plans: [
      ['Showmax Mobile - 1 Month', 'showmax-mobile', 1600],
      ['Showmax Standard - 1 Month', 'showmax-standard', 3500],
      ['Showmax Pro Mobile - 1 Month', 'showmax-pro-mobile', 4200],
      ['Showmax Pro - 1 Month', 'showmax-pro', 7000],
    ],
  },
];

const DISCOS: Array<[string, string, string, number]> = [
  ['ikeja-electric', 'Ikeja Electric (IKEDC)', 'ikeja', 1],
  ['eko-electric', 'Eko Electric (EKEDC)', 'eko', 1],
  ['abuja-electric', 'Abuja Electric (AEDC)', 'abuja', 1.2],
  ['kano-electric', 'Kano Electric (KEDCO)', 'kano', 1],
  ['portharcourt-electric', 'Port Harcourt Electric (PHED)', 'portharcourt', 1.5],
  ['ibadan-electric', 'Ibadan Electric (IBEDC)', 'ibadan', 1.1],
  ['jos-electric', 'Jos Electric (JED)', 'jos', 1],
  ['kaduna-electric', 'Kaduna Electric (KAEDCO)', 'kaduna', 1],
  ['enugu-electric', 'Enugu Electric (EEDC)', 'enugu', 1.2],
  ['benin-electric', 'Benin Electric (BEDC)', 'benin', 1],
];

const EXAMS: Array<{ key: string; title: string; verify?: boolean; plans: Array<[string, string, number]> }> = [
  { key: 'waec', title: 'WAEC', plans: [['WAEC Result Checker PIN', 'waecdirect', 3900]] },
  { key: 'neco', title: 'NECO', plans: [['NECO Result Token', 'neco-token', 1300]] },
  { key: 'nabteb', title: 'NABTEB', plans: [['NABTEB Result Checker PIN', 'nabteb-pin', 1000]] },
  {
    key: 'jamb',
    title: 'JAMB',
    verify: true,
    plans: [
      ['UTME PIN (with mock)', 'utme-mock', 7700],
      ['UTME PIN (without mock)', 'utme-no-mock', 6200],
    ],
  },
  { key: 'waec-registration', title: 'WAEC Registration', plans: [['WAEC Registration PIN', 'waec-registraion', 24500]] },
];

/**
 * The seeded catalogue's vendor prices are this much under the customers' (ADR 0026), so
 * a new vendor sees what the level is worth; staff change them per plan in the catalogue.
 */
export const SEEDED_VENDOR_DISCOUNT_PERCENT = 3;

/** A plan's seeded vendor price in kobo: the customer price less the seeded discount, to the kobo. */
export const seededVendorKobo = (customerKobo: number) => Math.round((customerKobo * (100 - SEEDED_VENDOR_DISCOUNT_PERCENT)) / 100);

export const PACKAGES: SeedPackage[] = [
  ...NETWORKS.map((n) => ({
    type: PACKAGE_TYPE.airtime,
    key: n.serviceID,
    title: n.title,
    image: n.image,
    description: `${n.title} airtime top-up, delivered instantly`,
    rate: n.airtimeDiscount,
  })),
  ...NETWORKS.map((n) => ({
    type: PACKAGE_TYPE.data,
    key: `${n.serviceID}-data`,
    title: n.title,
    image: n.image,
    description: `${n.title} data bundles`,
    plans: (DATA_PLANS[n.slug] ?? []).map(([size, validity, amount]) => ({
      title: `${size} - ${validity}`,
      amount,
      variation_code: `${n.slug}-${size.toLowerCase()}-${validity.split(' ')[0]}d`,
      description: `${n.title} ${size} valid for ${validity.toLowerCase()}`,
    })),
  })),
  ...DISCOS.map(([key, title, image, rate]) => ({
    type: PACKAGE_TYPE.electricity,
    key,
    title,
    image: `/media/discos/${image}.svg`,
    description: `${title} prepaid and postpaid meters`,
    rate,
  })),
  ...CABLE.map((c) => ({
    type: PACKAGE_TYPE.cable,
    key: c.key,
    title: c.title,
    image: `/media/cable/${c.key}.svg`,
    description: `${c.title} subscription`,
    plans: c.plans.map(([title, variation_code, amount]) => ({ title, variation_code, amount, description: title })),
  })),
  ...NETWORKS.map((n) => ({
    type: PACKAGE_TYPE.airtimeToCash,
    key: `${n.serviceID}-airtime-cash`,
    title: n.title,
    image: n.image,
    description: `${n.a2cHow}. You receive the amount less ${n.a2c}% commission in your wallet.`,
    rate: n.a2c,
    receivingNumber: n.receiving,
  })),
  ...EXAMS.map((e) => ({
    type: PACKAGE_TYPE.education,
    key: e.key,
    title: e.title,
    image: `/media/exams/${e.key}.svg`,
    description: e.verify ? `${e.title} e-PINs: verify the candidate's profile ID first` : `${e.title} result checker`,
    verify: e.verify ?? false,
    plans: e.plans.map(([title, variation_code, amount]) => ({ title, variation_code, code: variation_code, amount })),
  })),
];
