export const referral = {
  copied: 'Referral link copied',
  shareText: 'Buy data, airtime and pay bills on Topup Naija. Sign up with my link:',
} as const;
