import { PRODUCT } from '@topup/rules';

/** Site settings seeded on a fresh database (the keys the spec names). */
const PRODUCT_NAME = PRODUCT.name;

export const SITE_SETTINGS: Record<string, string> = {
  SITE_PHONE_NUMBER: '+234 801 234 5678',
  SITE_EMAIL: 'support@topupnaija.ng',
  ABOUT_US: [
    `${PRODUCT_NAME} is an instant top-up and bill-payment platform built for customers across Nigeria. From one wallet you can buy cheap mobile data and airtime on MTN, Airtel, Glo and 9mobile, renew DStv, GOtv, Startimes and SHOWMAX subscriptions, pay electricity bills for every major distribution company, and buy WAEC, NECO and NABTEB result checker PINs.`,
    'We started in 2021 with a simple promise: every naira you pay in reaches the service you asked for, or comes straight back to your wallet. Wallet funding by card and bank transfer is automated, and most purchases are delivered within seconds, day and night.',
    'Our support team is online 24/7. Write to us from the contact page or call the number at the bottom of every page, and a real person will help you.',
  ].join('\n\n'),
  GIVE_AWAY_POLICY: [
    `From time to time ${PRODUCT_NAME} runs giveaways of airtime, data and wallet credit on its website and social media pages. This policy explains who may take part and how winners are chosen.`,
    'Eligibility: giveaways are open to registered customers resident in Nigeria who are 18 years or older. Staff of the company and their immediate families may not take part. One entry per person; duplicate or automated entries are disqualified.',
    'Winners are chosen at random from valid entries, announced on our official pages within seven days of the close of the giveaway, and credited directly to their wallets. We will never ask you to pay a fee or share your password or card details to claim a prize.',
    'We may change or end a giveaway at any time if it is affected by fraud or circumstances beyond our control.',
  ].join('\n\n'),
  ACCOUNT_DELETION_POLICY: [
    `You may ask us to delete your ${PRODUCT_NAME} account at any time by writing to our support e-mail from the address registered on the account.`,
    'Before the account is deleted, any wallet or referral balance must be used or transferred; we cannot refund a balance to a different person. Pending transactions must be completed first.',
    'Once deleted, your profile, login and saved details are removed within 30 days. Records of financial transactions are kept for the period Nigerian law requires (at least five years) and are then erased.',
  ].join('\n\n'),
  TERMS_OF_SERVICE: [
    `These terms govern your use of ${PRODUCT_NAME}. By creating an account you agree to them.`,
    'Your account: keep your password secret and tell us at once if you suspect someone else has used your account. You are responsible for every transaction made with your login.',
    'Purchases: check the phone, smart card or meter number before you confirm. A purchase delivered to the number you entered cannot be reversed. When a provider fails to deliver, the full amount is returned to your wallet automatically.',
    'Wallet: the wallet holds naira for purchases on this platform. It is not a bank account and earns no interest. Referral bonuses are earned at 2% of data purchases made by customers you referred.',
    'We may suspend accounts used for fraud or in breach of these terms. These terms are governed by the laws of the Federal Republic of Nigeria.',
  ].join('\n\n'),
  PRIVACY_POLICY: [
    `This privacy policy is effective from 1 January 2024 and explains how ${PRODUCT_NAME} collects and uses your personal data in line with the Nigeria Data Protection Act 2023.`,
    'What we collect: your name, e-mail address, phone number, the numbers you buy services for, your transactions, and for virtual accounts the BVN or NIN the partner bank requires. We do not store card numbers; card payments are handled by our payment partner.',
    'How we use it: to deliver the services you buy, to fund your wallet, to prevent fraud, to answer your support requests and, if you agree, to send you news about offers. We share data only with the providers and banks needed to complete your transactions.',
    'Children: our services are not for children under 13, and we do not knowingly collect data from them. If you believe a child has given us data, contact us and we will delete it.',
    'Your rights: you may ask for a copy of your data, its correction or its deletion by writing to our support e-mail.',
  ].join('\n\n'),
};

export const WELCOME_NOTIFICATION = `Welcome to ${PRODUCT_NAME}! Data, airtime, cable TV and electricity are delivered instantly, 24/7. Refer a friend and earn 2% on every data purchase they make.`;
