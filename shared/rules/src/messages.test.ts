import { MESSAGES } from './messages';

// The spec's texts, typed out once more so that an edit to messages.ts must be deliberate.
describe('MESSAGES', () => {
  it('holds exactly the spec texts, grouped by screen', () => {
    expect(MESSAGES).toEqual({
      newsletter: { emailRequired: 'Email is required', signUp: 'SignUp' },
      login: { invalid: 'Invalid Login', success: 'Logged in successfully' },
      passwordReset: {
        emailRequired: 'Email is required!',
        sent: 'An Email has been sent to your email address, please follow the instructions to reset your password',
      },
      register: {
        firstNameRequired: 'First name field is required',
        lastNameRequired: 'Last name field is required',
        emailRequired: 'Email field is required',
        emailInvalid: 'Invalid email address',
        passwordRequired: 'Password field is required',
        phoneRequired: 'Phone number field is required',
        phoneInvalid: 'Invalid phone number, the format allowed e.g 07012345678, 08012345678 and 11 digits only',
        success: 'Account created successfully!',
      },
      resetPassword: { newPasswordRequired: 'New Password is required' },
      phone: { invalid: 'Phone number is invalid' },
      cardFunding: { amountTooLow: 'Amount can not be less than ₦1000' },
      virtualAccount: {
        bankRequired: 'Please select a bank from the list',
        accountNameRequired: 'Account name is required',
        bvnInvalid: 'BVN must be exactly 11 characters',
        ninInvalid: 'NIN must be exactly 11 characters',
      },
      charge: { youWillBeCharged: 'You will be charged ' },
      airtime: {
        phoneRequired: 'Phone number is required',
        amountRequired: 'Amount is required',
        amountTooLow: 'Amount can not be less than ₦100',
        providerRequired: 'Please select a provider from the list',
      },
      data: {
        phoneRequired: 'Phone number is required!',
        amountRequired: 'Amount is required!',
        amountTooLow: 'Amount can not be less than ₦10',
        providerRequired: 'Please select a provider from the list',
      },
      cable: {
        title: 'Cable Tv Subscription',
        providerRequired: 'Please select a provider from the list',
        smartCardRequired: 'Smart/IUC number required',
        planRequired: 'Please select a plan from the list',
        amountTooLow: 'Amount can not be less than ₦100',
        phoneRequired: 'Phone number is required!',
      },
      electricity: {
        title: 'Electricity Bill Payment',
        meterNumberRequired: 'Meter Number is required',
        meterTypeRequired: 'Select a meter type to continue',
        phoneRequired: 'Phone number is required',
        amountRequired: 'Amount is required',
        amountTooLow: 'Amount can not be less than ₦500',
        providerRequired: 'Please select a provider from the list',
        tokenHint: 'Please check your transaction history for your TOKEN CODE.',
        amountBelowMeterMinimum: expect.any(Function),
      },
      exam: {
        phoneRequired: 'Phone number is required',
        providerRequired: 'Please select a provider from the list',
        quantityOutOfRange: 'Quantity must be from 1 to 10',
        profileIdRequired: 'Profile ID is required',
      },
      airtimeToCash: {
        phoneRequired: 'Phone number is required',
        amountRequired: 'Amount is required',
        amountTooLow: 'Amount can not be less than ₦5,000',
        providerRequired: 'Please select a provider from the list',
      },
      purchase: {
        providerRequired: 'Please select a provider from the list',
        planRequired: 'Please select a plan from the list',
      },
      order: {
        phoneRequired: 'Phone number is required',
        amountRequired: 'Amount is required',
        quantityTooLow: 'Quantity can not be less than 1',
      },
      walletTransfer: {
        emailRequired: 'Email address is required',
        amountTooLow: 'Amount can not be less than ₦1000',
      },
      bonusTransfer: { amountTooLow: 'Amount can not be less than ₦1000' },
      profile: { firstNameRequired: 'First Name is required!', lastNameRequired: 'Last Name is required!' },
      bank: {
        accountNameRequired: 'Account Name is required!',
        accountNumberRequired: 'Account Number is required!',
        bankNameRequired: 'Bank Name is required!',
      },
      changePassword: {
        oldPasswordRequired: 'Old password is required!',
        newPasswordRequired: 'New password is required!',
      },
      contact: {
        title: 'Write to us',
        fullNameRequired: 'Full name is required',
        emailRequired: 'Email is required',
        phoneRequired: 'Phone number is required',
        messageRequired: 'Message is required',
      },
      shop: {
        searchCategories: 'Search categories...',
        searchProducts: 'Search products...',
        loadMoreCategories: 'Load more categories',
        loadMore: 'Load more',
      },
      receipt: { processing: 'Processing' },
      callback: { success: 'Payment successful!', failure: 'Payment failed!' },
      layout: { assetsFailed: 'Failed to load some assets:' },
      busy: {
        authenticating: 'Authenticating... Please wait.',
        sendingResetLink: 'Sending reset link... Please wait.',
        creatingAccount: 'We creating an account for you... Please wait',
        resetting: 'Resetting... Please wait.',
        processing: 'Processing... Please wait.',
        verifying: 'Verifying... Please wait',
      },
      confirm: { question: 'Are you sure you want to proceed?', yes: 'Yes', no: 'No' },
    });
  });

  it('uses the naira sign U+20A6 in amount messages', () => {
    expect(MESSAGES.airtime.amountTooLow.codePointAt(MESSAGES.airtime.amountTooLow.indexOf('100') - 1)).toBe(0x20a6);
  });
});
