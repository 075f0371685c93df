import { term } from '../../../shared/glossary.ts';
import type { MailStrings } from './strings.ts';

export const enStrings: MailStrings = {
  htmlLang: 'en',
  greeting: (name) => `Dear ${name},`,
  email: 'Email',
  phone: 'Phone',
  location: 'Address',
  ssmNumber: 'SSM registration no.',
  signOff: 'Cheers,\nThe Taproom team',

  orderSubject: (reference) => `We received your order ${reference}`,
  orderHeading: 'Thank you for your order!',
  orderIntro: 'We have received your order inquiry. No payment has been taken yet.',
  brewerWillContact:
    'The master brewer will contact you within 24 hours to confirm your order, arrange payment and schedule delivery.',
  reference: 'Order reference',
  itemHead: ['Item', 'Qty', 'Price'],
  itemTotal: 'Items',
  kegRental: 'Keg dispenser rental (1 set, incl. CO2 gas, tap and regulator)',
  total: 'Total',
  pickupHeading: term('selfPickup', 'en'),
  pickupAddress: 'Pickup address',
  openingHours: (weekdays, weekends) => `Opening hours: weekdays ${weekdays}, weekends ${weekends}`,
  deliveryHeading: term('homeDelivery', 'en'),
  deliveryAddress: 'Delivery address',
  idAtHandover:
    'Alcohol is handed over only to adults aged 21 or older: please have your ID ready, we check it at pickup or delivery.',
  payment: 'Payment',
  yourNotes: 'Your notes',
  whatsappText: 'Questions about your order?',
  whatsappLabel: 'Message us on WhatsApp',
  whatsappMessage: (reference) => `Hello Taproom, I have a question about my order ${reference}.`,

  statusSubject: (reference, status) => `Your order ${reference} is now ${status}`,
  statusHeading: (status) => `Order ${status}`,
  statusNames: {
    pending: term('pending', 'en'),
    confirmed: term('confirmed', 'en'),
    completed: term('completed', 'en'),
    cancelled: term('cancelled', 'en'),
  },
  statusExplanations: {
    pending: 'Your order is pending. The master brewer will be in touch shortly.',
    confirmed:
      'Your order has been confirmed. The master brewer will be in touch about payment and delivery.',
    completed: 'Your order is complete. Thank you for choosing Taproom, and enjoy your brews!',
    cancelled: 'Your order has been cancelled. If you did not expect this, please contact us.',
  },
  breweryNote: 'Note from the brewery',

  customBeerSubject: 'Your custom beer brief',
  customBeerHeading: 'Thank you for your custom beer request!',
  customBeerIntro:
    'Here is a copy of your brief. The master brewer will contact you within 24 hours to talk it through.',
  yourBrief: 'Your brief',
  quantity: 'Quantity (kegs)',
  budgetPerKeg: 'Budget per keg (MYR)',
  packaging: 'Packaging',
  timeline: 'Timeline',
  delivery: 'Delivery',

  welcomeSubject: 'Welcome to the Taproom newsletter',
  welcomeHeading: 'Welcome to the Taproom newsletter!',
  welcomeIntro:
    'Thank you for subscribing. You will be the first to hear about new brews, seasonal releases and brewery news.',
  unsubscribeText: 'No longer want these emails?',
  unsubscribeLabel: 'Unsubscribe',
  confirmSubject: 'Please confirm your Taproom newsletter subscription',
  confirmHeading: 'One more step: confirm your subscription',
  confirmIntro:
    'Someone asked to receive the Taproom newsletter at this email address. We only send it once you confirm.',
  confirmLinkText: 'Open this link within 7 days to confirm. It works once.',
  confirmLinkLabel: 'Confirm my subscription',
  confirmIgnore: 'If you did not ask for this, ignore this email: you will not be subscribed.',

  signInAlertSubject: 'Failed sign-in attempts on your Taproom account',
  signInAlertHeading: 'Someone tried to sign in to your account',
  signInAlertIntro:
    'There were several sign-in attempts with a wrong password on your Taproom account. Attempts from the same place are paused for a while; your own sign-in keeps working.',
  signInAlertAdvice:
    'If this was you, there is nothing to do. If not, your account is still safe; choose a strong password that you use nowhere else.',
  resetSubject: 'Reset your Taproom password',
  resetHeading: 'Reset your password',
  resetIntro: 'Someone asked to reset the password of the Taproom account for this email address.',
  resetLinkText: 'To choose a new password, open this link within 30 minutes. It works once.',
  resetLinkLabel: 'Choose a new password',
  resetIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  passwordChangedSubject: 'Your Taproom password was changed',
  passwordChangedHeading: 'Your password was changed',
  passwordChangedIntro:
    'The password of your Taproom account was just changed, and every other device was signed out.',
  passwordChangedNotYou:
    'If this was not you, reset your password again right away and contact us at the address below.',
};
