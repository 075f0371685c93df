// The account fields the account mails read (customer and staff accounts alike).
export interface AccountForMail {
  email: string;
  /** Staff accounts read English. */
  language: string;
}
