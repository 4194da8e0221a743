import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { TRANSACTION_PIN_HEADER, type PurchaseKind, type PurchaseKindKey } from '@topup/rules';
import type * as T from './types';

type Body = { message?: unknown; data?: unknown };

function toResult<D>(response: AxiosResponse<Body>): T.ApiResult<D> {
  const body = response.data ?? {};
  return {
    status: response.status,
    message: typeof body.message === 'string' ? body.message : '',
    data: body.data as D,
  };
}

function moneyConfig(options?: T.MoneyOptions): AxiosRequestConfig {
  const headers: Record<string, string> = {};
  if (options?.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options?.transactionPin) headers[TRANSACTION_PIN_HEADER] = options.transactionPin;
  return Object.keys(headers).length > 0 ? { headers } : {};
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** One typed function per call of the spec's section 7 table; paths are relative to the baseURL. */
export function createApi(http: AxiosInstance) {
  const get = async <D>(path: string, config?: AxiosRequestConfig) => toResult<D>(await http.get<Body>(path, config));
  const post = async <D>(path: string, body?: unknown, config?: AxiosRequestConfig) =>
    toResult<D>(await http.post<Body>(path, body, config));
  const put = async <D>(path: string, body: unknown, config?: AxiosRequestConfig) => toResult<D>(await http.put<Body>(path, body, config));
  const patch = async <D>(path: string, body: unknown) => toResult<D>(await http.patch<Body>(path, body));
  const del = async <D>(path: string) => toResult<D>(await http.delete<Body>(path));

  return {
    // Public and auth
    getSettings: () => get<T.Setting[]>('get-settings/'),
    subscribe: (email: string) => post<unknown>('subscribe/', { email }),
    confirmSubscription: (token: string) => post<null>('subscribe/confirm/', { token }),
    login: (payload: T.LoginPayload) => post<T.LoginData>('auth/login/', payload),
    logout: () => post<unknown>('auth/logout/'),
    passwordReset: (email: string) => post<unknown>('password_reset/', { email }),
    resetPassword: (payload: T.ResetPasswordPayload) => post<unknown>('reset_password/', payload),
    register: (payload: T.RegisterPayload) => post<unknown>('register/', payload),
    contactUs: (payload: T.ContactPayload) => post<unknown>('contact-us/', payload),

    // Back-office sign-in (password, then the authenticator code)
    staffLogin: (payload: T.LoginPayload) => post<T.StaffLoginStart>('admin/auth/login/', payload),
    staffTotp: (payload: T.StaffTotpPayload) => post<T.LoginData>('admin/auth/totp/', payload),

    // Account
    getUser: () => get<T.User>('get-user/'),
    updateUserProfile: (payload: T.ProfilePayload) => put<unknown>('update-user-profile/', payload),
    updateUserBank: (payload: T.BankPayload) => put<unknown>('update-user-bank/', payload),
    changePassword: (payload: T.ChangePasswordPayload) => put<unknown>('change-password/', payload),
    // The transaction PIN and the KYC tier
    setTransactionPin: (payload: T.TransactionPinPayload) => put<null>('transaction-pin/', payload),
    sendPinResetCode: (password: string) => post<unknown>('transaction-pin/reset-code/', { password }),
    resetTransactionPin: (payload: { password: string; code: string; pin: string }) => post<null>('transaction-pin/reset/', payload),
    verifyIdentity: (payload: T.IdentityPayload) => post<{ kyc_tier: number }>('kyc/verify-identity/', payload),
    sendAddressDocument: (payload: T.AddressDocumentPayload) => post<{ id: number }>('kyc/address-document/', payload),
    updateUserSettings: (payload: Pick<T.User, 'email_notifications'>) => put<unknown>('update-user-settings/', payload),

    // Dashboard content
    getNotification: () => get<string>('get-notification/'),
    getFeaturedProducts: () => get<T.FeaturedProduct[]>('get-featured-products/'),

    // Bills catalogue and verification
    getPackages: <P = T.Package['products']>(typeId: number) => get<T.Package<P>[]>(`get-package/${segment(typeId)}/`),
    verifyCard: (packageId: number, smartNo: string) =>
      get<{ content: T.VerificationContent }>(`verify-card/${segment(packageId)}/${segment(smartNo)}/`),
    verifyMeter: (packageId: number, meterNo: string, meterType: string) =>
      get<{ content: T.VerificationContent }>(
        `verify-meter-number/${segment(packageId)}/${segment(meterNo)}/${segment(meterType)}/`,
      ),

    // Purchases of every kind (200 delivered, 201 still processing; airtime to cash: 201 pending)
    // The kind is its descriptor (@topup/rules), which names the route: a new kind adds nothing here.
    purchase: <K extends PurchaseKindKey>(kind: Pick<PurchaseKind<never, K>, 'key' | 'route'>, payload: T.PurchaseBodies[K], options?: T.MoneyOptions) =>
      post<T.Transaction>(kind.route, payload, moneyConfig(options)),

    // Wallet
    generatePaymentLink: (payload: T.PaymentLinkPayload) => post<T.PaymentLink>('generate-payment-link/', payload),
    createVirtualAccount: (payload: T.VirtualAccountPayload) => post<T.VirtualAccount>('create-virtual-account/', payload),
    verifyAtmPayment: (reference: string) =>
      get<T.PaymentVerification>('verify-atm-payment/', { params: { payment_reference: reference } }),
    transferToUser: (payload: T.TransferToUserPayload, options?: T.MoneyOptions) =>
      post<T.Transaction>('transfer-to-user/', payload, moneyConfig(options)),
    transferBonus: (payload: T.TransferBonusPayload, options?: T.MoneyOptions) =>
      post<T.Transaction>('transfer-bonus/', payload, moneyConfig(options)),

    // Shop
    getCategories: () => get<T.ShopCategory[]>('get-category/shop'),
    searchCategories: (query: string) => get<T.ShopCategory[]>('search-categories', { params: { query } }),
    getProducts: (categoryId: number | string) => get<T.ShopProduct[]>(`get-product/${segment(categoryId)}`),
    searchProducts: (query: string) => get<T.ShopProduct[]>('search-products', { params: { query } }),
    getProductDetail: (id: number | string) => get<T.ShopProductDetail>(`get-product-detail/${segment(id)}/`),
    createOrder: (payload: T.OrderPayload, options?: T.MoneyOptions) =>
      post<T.Transaction>('create-order/', payload, moneyConfig(options)),

    // Transactions
    getTransactions: () => get<T.Transaction[]>('get-transactions/'),
    /** One page of the history, newest first, after the row `before` (an id already shown), paged by key. */
    getTransactionsPage: (page: { limit: number; before?: number }) =>
      get<T.Transaction[]>('get-transactions/', { params: page.before === undefined ? { limit: page.limit } : { limit: page.limit, before: page.before } }),
    getTransactionsByTotal: (total: number) => get<T.Transaction[]>(`get-transactions-by-total/${segment(total)}/`),
    getTransactionById: (id: number | string) => get<T.Transaction[]>(`get-transaction-by-id/${segment(id)}/`),

    // Saved beneficiaries and the customer's sessions (ADR 0025)
    getBeneficiaries: (kind?: T.BeneficiaryKind) => get<T.Beneficiary[]>('beneficiaries/', kind ? { params: { kind } } : undefined),
    saveBeneficiary: (payload: T.BeneficiaryPayload) => post<T.Beneficiary>('beneficiaries/', payload),
    renameBeneficiary: (id: number, name: string) => patch<T.Beneficiary>(`beneficiaries/${segment(id)}/`, { name }),
    deleteBeneficiary: (id: number) => del<null>(`beneficiaries/${segment(id)}/`),
    getSessions: () => get<T.CustomerSession[]>('sessions/'),
    endSession: (id: string) => del<{ ended: number }>(`sessions/${segment(id)}/`),
    endOtherSessions: () => post<{ ended: number }>('sessions/end-others/'),
    // Vendors (ADR 0026): the application, API keys, callback URL and log, usage today
    getVendorStatus: () => get<T.VendorStatus>('vendor/'),
    applyAsVendor: (payload: { business_name: string; phone: string; monthly_volume: string }) => post<T.VendorApplication>('vendor/apply/', payload),
    getResellerKeys: () => get<T.ResellerKey[]>('vendor/keys/'),
    // A key spends the wallet without the customer: made with the transaction PIN once one is set.
    // mode 'test': an rk_test_ key, spending the test balance against the sandbox (ADR 0043).
    createResellerKey: (payload: { name: string; allowed_ips?: string[]; mode?: 'live' | 'test' }, options?: T.MoneyOptions) => post<T.CreatedResellerKey>('vendor/keys/', payload, moneyConfig(options)),
    rotateResellerKey: (id: number, options?: T.MoneyOptions) => post<T.CreatedResellerKey>(`vendor/keys/${segment(id)}/rotate/`, undefined, moneyConfig(options)),
    revokeResellerKey: (id: number) => post<T.ResellerKey>(`vendor/keys/${segment(id)}/revoke/`),
    setVendorWebhook: (url: string | null) => put<{ url: string | null }>('vendor/webhook/', { url }),
    getVendorCallbacks: (page = 1) => get<T.CallbackDelivery[]>('vendor/callbacks/', { params: { page: String(page) } }),
    resendVendorCallback: (id: number) => post<null>(`vendor/callbacks/${segment(id)}/resend/`),
    getVendorUsage: () => get<T.VendorUsage>('vendor/usage/'),
    getTestBalance: () => get<T.TestBalance>('vendor/test-balance/'),
    topUpTestBalance: (amount: number | string) => post<T.TestBalance>('vendor/test-balance/', { amount }),
    // Scheduled top-ups and complaints on a receipt
    getSchedules: () => get<T.Schedule[]>('schedules/'),
    // Creating or editing a schedule authorises its runs: the transaction PIN once the account has one (ADR 0027).
    createSchedule: (payload: T.ScheduleInput, options?: T.MoneyOptions) => post<T.Schedule>('schedules/', payload, moneyConfig(options)),
    updateSchedule: (id: number, payload: T.ScheduleInput, options?: T.MoneyOptions) => put<T.Schedule>(`schedules/${segment(id)}/`, payload, moneyConfig(options)),
    pauseSchedule: (id: number) => post<T.Schedule>(`schedules/${segment(id)}/pause/`),
    resumeSchedule: (id: number) => post<T.Schedule>(`schedules/${segment(id)}/resume/`),
    deleteSchedule: async (id: number) => toResult<null>(await http.delete<Body>(`schedules/${segment(id)}/`)),
    getComplaints: () => get<T.ComplaintTicket[]>('complaints/'),
    getComplaint: (id: number | string) => get<T.ComplaintDetail>(`complaints/${segment(id)}/`),
    reportProblem: (payload: T.ComplaintInput) => post<T.ComplaintDetail>('complaints/', payload),
    replyToComplaint: (id: number, message: string) => post<T.ComplaintDetail>(`complaints/${segment(id)}/messages/`, { message }),
  };
}

export type TopupApi = ReturnType<typeof createApi>;
