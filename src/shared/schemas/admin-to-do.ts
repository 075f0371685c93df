// What the back office's dashboard leads with: orders waiting for a call-back (oldest first), unread
// contact messages and new custom-beer requests.
export const TO_DO_LIST_LIMIT = 8;
/** A custom-beer request counts as new for this many days. */
export const NEW_REQUEST_DAYS = 7;

export interface WaitingOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  customerPhone: string | null;
  deliveryOption: string;
  totalAmount: string;
  createdAt: string;
}

export interface ToDo {
  waitingOrders: { total: number; oldest: WaitingOrder[] };
  unreadMessages: { total: number; latest: { id: string; name: string; createdAt: string }[] };
  newCustomBeerRequests: { total: number; latest: { id: string; name: string | null; createdAt: string }[] };
}
