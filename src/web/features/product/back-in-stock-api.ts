import type { BackInStockRequestInput } from '../../../shared/schemas/back-in-stock.ts';
import { api } from '../../lib/data/api-client.ts';

/** Asks to be mailed once when a size is back; the shopper confirms from their inbox. */
export const askBackInStock = (input: BackInStockRequestInput) => api.post('/api/back-in-stock', input);
