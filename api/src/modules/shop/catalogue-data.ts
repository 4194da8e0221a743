/** The seeded shop: gadgets Nigerian customers buy, prices in naira, images under /media/shop/. */

export interface SeedCategory {
  slug: string;
  title: string;
  colour: string;
}

export interface SeedProduct {
  slug: string;
  category: string;
  title: string;
  price: number;
  discount?: number;
  stock: number;
  featured?: boolean;
  description: string;
}

export const SHOP_CATEGORIES: SeedCategory[] = [
  { slug: 'phones', title: 'Phones', colour: '#1D4ED8' },
  { slug: 'power-banks', title: 'Power Banks', colour: '#047857' },
  { slug: 'routers', title: 'MiFi & Routers', colour: '#7C3AED' },
  { slug: 'audio', title: 'Earbuds & Headphones', colour: '#B91C1C' },
  { slug: 'chargers', title: 'Chargers & Cables', colour: '#B45309' },
  { slug: 'watches', title: 'Smart Watches', colour: '#0E7490' },
  { slug: 'solar', title: 'Solar & Lighting', colour: '#CA8A04' },
  { slug: 'accessories', title: 'Phone Accessories', colour: '#475569' },
  { slug: 'tablets', title: 'Tablets', colour: '#9D174D' },
];

const p = (category: string, slug: string, title: string, price: number, stock: number, description: string, extra: Partial<SeedProduct> = {}): SeedProduct => ({
  slug,
  category,
  title,
  price,
  stock,
  description,
  ...extra,
});

export const SHOP_PRODUCTS: SeedProduct[] = [
  p('phones', 'tecno-spark-20', 'Tecno Spark 20 (128GB)', 145_000, 12, '6.6" display, 8GB RAM, 5000mAh battery, dual SIM.', { featured: true, discount: 5 }),
  p('phones', 'infinix-hot-40i', 'Infinix Hot 40i (128GB)', 129_500, 15, '6.56" 90Hz display, 50MP camera, 5000mAh battery.'),
  p('phones', 'itel-a70', 'itel A70 (64GB)', 79_900, 20, 'Budget smartphone with 5000mAh battery and face unlock.'),
  p('phones', 'samsung-a15', 'Samsung Galaxy A15 (128GB)', 215_000, 8, 'Super AMOLED display, 50MP triple camera, 25W charging.', { featured: true }),
  p('phones', 'redmi-13c', 'Xiaomi Redmi 13C (128GB)', 139_000, 10, '6.74" display, 50MP AI camera, 18W fast charging.', { discount: 3 }),
  p('phones', 'nokia-105', 'Nokia 105 (Feature phone)', 14_500, 40, 'Long-lasting battery, FM radio, dual SIM. Perfect backup phone.'),
  p('power-banks', 'oraimo-20000', 'Oraimo Traveler 20000mAh Power Bank', 21_500, 30, 'Two USB outputs, 22.5W fast charge, LED indicator.', { featured: true, discount: 10 }),
  p('power-banks', 'new-age-30000', 'New Age 30000mAh Power Bank', 27_000, 18, 'Charges a phone up to 7 times; ideal during NEPA outages.'),
  p('power-banks', 'anker-10000', 'Anker PowerCore 10000mAh', 24_900, 14, 'Pocket-size power bank with PowerIQ charging.'),
  p('power-banks', 'xiaomi-10000', 'Xiaomi Redmi 10000mAh Power Bank', 16_800, 25, 'Dual input (USB-C and micro-USB), slim body.'),
  p('power-banks', 'oraimo-40000', 'Oraimo Toast 40000mAh Power Bank', 42_000, 9, 'Big capacity for families; charges a laptop over USB-C PD.', { discount: 7 }),
  p('routers', 'mtn-mifi-4g', 'MTN 4G MiFi (with 10GB)', 25_000, 20, 'Share 4G with up to 10 devices; 10GB bonus data.', { featured: true }),
  p('routers', 'airtel-4g-mifi', 'Airtel 4G MiFi', 22_500, 16, 'Portable hotspot, 8-hour battery life.'),
  p('routers', 'glo-4g-router', 'Glo 4G LTE Router', 38_000, 7, 'Home router with Ethernet port and external antenna.'),
  p('routers', 'zlt-s10', 'ZLT S10 Unlocked 4G Router', 46_500, 6, 'Works with any network SIM; supports 32 devices.', { discount: 5 }),
  p('routers', 'spectranet-mifi', 'Spectranet 4G MiFi', 19_900, 12, 'Unlimited-plan ready pocket router.'),
  p('audio', 'oraimo-freepods-4', 'Oraimo FreePods 4 Earbuds', 24_500, 25, 'Active noise cancellation, 35.5 hours of play time.', { featured: true, discount: 8 }),
  p('audio', 'jbl-tune-520bt', 'JBL Tune 520BT Headphones', 48_000, 9, 'Wireless on-ear headphones, 57 hours of battery.'),
  p('audio', 'xiaomi-buds-4-lite', 'Redmi Buds 4 Lite', 14_900, 30, 'Lightweight earbuds with 20 hours of battery.'),
  p('audio', 'oraimo-neckband', 'Oraimo Necklace 4 Neckband', 9_800, 35, 'Magnetic earbuds, 15 hours of music.'),
  p('audio', 'sony-wh-ch520', 'Sony WH-CH520 Headphones', 58_000, 5, 'Up to 50 hours of battery, multipoint connection.'),
  p('chargers', 'oraimo-33w', 'Oraimo 33W Fast Charger (USB-C)', 8_500, 50, 'Fast charges most phones; cable included.'),
  p('chargers', 'samsung-25w', 'Samsung 25W Super Fast Charger', 13_500, 20, 'Original adapter with USB-C to USB-C cable.'),
  p('chargers', 'anker-usb-c-cable', 'Anker USB-C Cable (1.8m)', 5_500, 60, 'Braided, durable cable for charging and data.'),
  p('chargers', 'car-charger-dual', 'Dual USB Car Charger', 4_800, 40, 'Charge two phones on the road.'),
  p('chargers', 'iphone-20w', 'Apple 20W USB-C Power Adapter', 28_000, 10, 'Fast charge for iPhone; original adapter.'),
  p('watches', 'oraimo-watch-2-pro', 'Oraimo Watch 2 Pro', 27_500, 18, '1.85" display, Bluetooth calling, heart-rate monitor.', { featured: true }),
  p('watches', 'xiaomi-band-8', 'Xiaomi Smart Band 8', 32_000, 15, 'Fitness tracker with 16-day battery and SpO2.'),
  p('watches', 'amazfit-bip-5', 'Amazfit Bip 5', 69_000, 6, 'Large display, GPS, 10-day battery life.', { discount: 6 }),
  p('watches', 'samsung-watch-fe', 'Samsung Galaxy Watch FE', 165_000, 4, 'Sapphire crystal glass, sleep coaching, BIA sensor.'),
  p('watches', 'kids-gps-watch', 'Kids GPS Smart Watch', 22_000, 12, 'SIM-enabled watch with SOS button and location tracking.'),
  p('solar', 'solar-lamp-20w', 'Solar Rechargeable Lamp (20W)', 12_500, 40, 'Charges by day, lights a room for 8 hours at night.', { featured: true }),
  p('solar', 'solar-fan-16', '16" Rechargeable Solar Fan', 48_000, 10, 'Runs on solar or AC; 6-hour battery backup.'),
  p('solar', 'solar-torch', 'Solar Rechargeable Torch', 5_900, 50, 'Bright LED torch with solar panel and USB charging.'),
  p('solar', 'solar-generator-300w', 'Portable Solar Generator 300W', 285_000, 3, 'Powers TV, fan and phones; 40W solar panel included.', { discount: 4 }),
  p('solar', 'solar-street-light', 'Solar Street Light (100W)', 35_000, 8, 'Motion sensor outdoor light for compounds and streets.'),
  p('accessories', 'screen-guard-glass', 'Tempered Glass Screen Guard', 2_500, 100, '9H hardness screen protection for most phones.'),
  p('accessories', 'phone-pouch', 'Waterproof Phone Pouch', 3_000, 60, 'Keep your phone dry in the rain; lanyard included.'),
  p('accessories', 'selfie-stick-tripod', 'Selfie Stick with Tripod', 7_500, 25, 'Bluetooth remote, extends to 1 metre.'),
  p('accessories', 'ring-light-10', '10" Ring Light with Stand', 15_000, 15, 'Three colour modes for videos and live streams.'),
  p('accessories', 'memory-card-64', 'SanDisk 64GB microSD Card', 6_900, 45, 'Class 10 card for photos, videos and music.'),
  p('tablets', 'tecno-megapad-10', 'Tecno MegaPad 10 (128GB)', 165_000, 6, '10.1" display, 7000mAh battery, 4G calling.'),
  p('tablets', 'samsung-tab-a9', 'Samsung Galaxy Tab A9 (64GB)', 189_000, 5, '8.7" display, metal body, Dolby Atmos sound.', { discount: 5 }),
  p('tablets', 'kids-tablet-7', 'Kids Learning Tablet 7"', 45_000, 10, 'Child-proof case, parental controls, learning apps.'),
];
