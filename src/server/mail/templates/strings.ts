// Texts of the messages customers receive, in their language (en/ms/zh). Staff alerts are in English.
import { LANGUAGES, type Language } from '../../../shared/config.ts';
import type { OrderStatus } from '../../../shared/order-rules.ts';
import { enStrings } from './strings-en.ts';
import { msStrings } from './strings-ms.ts';
import { zhStrings } from './strings-zh.ts';

export interface MailStrings {
  htmlLang: string;
  greeting: (name: string) => string;
  email: string;
  phone: string;
  location: string;
  ssmNumber: string;
  signOff: string;

  orderSubject: (reference: string) => string;
  orderHeading: string;
  orderIntro: string;
  brewerWillContact: string;
  reference: string;
  itemHead: [string, string, string];
  itemTotal: string;
  kegRental: string;
  total: string;
  pickupHeading: string;
  pickupAddress: string;
  openingHours: (weekdays: string, weekends: string) => string;
  deliveryHeading: string;
  deliveryAddress: string;
  /** Every order: ID is checked at handover. */
  idAtHandover: string;
  payment: string;
  yourNotes: string;
  whatsappText: string;
  whatsappLabel: string;
  whatsappMessage: (reference: string) => string;

  statusSubject: (reference: string, status: string) => string;
  statusHeading: (status: string) => string;
  statusNames: Record<OrderStatus, string>;
  statusExplanations: Record<OrderStatus, string>;
  breweryNote: string;

  customBeerSubject: string;
  customBeerHeading: string;
  customBeerIntro: string;
  yourBrief: string;
  quantity: string;
  budgetPerKeg: string;
  packaging: string;
  timeline: string;
  delivery: string;

  welcomeSubject: string;
  welcomeHeading: string;
  welcomeIntro: string;
  unsubscribeText: string;
  unsubscribeLabel: string;
  confirmSubject: string;
  confirmHeading: string;
  confirmIntro: string;
  confirmLinkText: string;
  confirmLinkLabel: string;
  confirmIgnore: string;

  signInAlertSubject: string;
  signInAlertHeading: string;
  signInAlertIntro: string;
  signInAlertAdvice: string;
  resetSubject: string;
  resetHeading: string;
  resetIntro: string;
  resetLinkText: string;
  resetLinkLabel: string;
  resetIgnore: string;
  passwordChangedSubject: string;
  passwordChangedHeading: string;
  passwordChangedIntro: string;
  passwordChangedNotYou: string;
}

const byLanguage: Record<Language, MailStrings> = { en: enStrings, ms: msStrings, zh: zhStrings };

/** Stored languages are free text in the database; anything unknown reads English. */
export function mailLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

export function mailStrings(language: string | null | undefined): MailStrings {
  return byLanguage[mailLanguage(language)];
}
