// Data for the product screens: the admin list and every change, each followed by a refresh of the admin
// list and the public catalogue (docs/rules/api.md) and a toast; a 401 sends the admin to sign in again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/texts/use-translation.ts';
import type {
  AdminProduct,
  ImageInput,
  ImageReorderInput,
  PriceChangeView,
  ProductInput,
  VariantInput,
} from '../../../../shared/schemas/admin-products.ts';
import type { Product } from '../../../../shared/schemas/catalog.ts';
import type {
  StockAdjustmentInput,
  StockCountInput,
  LowStockAlertInput,
} from '../../../../shared/schemas/stock.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { api, isUnauthorizedError, type CallOptions } from '../../../lib/data/api-client.ts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/data/api-error.ts';
import { catalogueKeys } from '../../../lib/data/products.ts';

const PRODUCTS_PATH = '/api/admin/products';
const STAFF: CallOptions = { on401: 'staff-sign-in' };

/** Every admin product read sits under `all`, so one invalidation after a change refreshes them all. */
export const adminProductKeys = {
  all: [PRODUCTS_PATH] as const,
  priceHistory: (productId: string, variantId: string) =>
    [PRODUCTS_PATH, productId, 'variants', variantId, 'price-history'] as const,
};

export function useAdminProducts() {
  return useQuery({
    queryKey: adminProductKeys.all,
    queryFn: ({ signal }) => api.get<AdminProduct[]>(PRODUCTS_PATH, { ...STAFF, signal }),
  });
}

/** The recorded price changes of one variant, newest first. */
export function usePriceHistory(productId: string, variantId: string) {
  return useQuery({
    queryKey: adminProductKeys.priceHistory(productId, variantId),
    queryFn: ({ signal }) =>
      api.get<PriceChangeView[]>(`${PRODUCTS_PATH}/${productId}/variants/${variantId}/price-history`, {
        ...STAFF,
        signal,
      }),
  });
}

export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    ]);
}

/**
 * A change with the shared success/failure handling; `success`/`failure` are adminProducts.toast keys, the
 * failure text shown unless the server refused the change with a message of its own.
 */
function useCatalogueMutation<T>(
  send: (input: T) => Promise<unknown>,
  success: string | null,
  failure: string,
) {
  const { t } = useTranslation();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      if (success)
        toast({ title: t('adminProducts.toast.success'), description: t(`adminProducts.toast.${success}`) });
      await refresh();
    },
    onError: (error) => {
      // A 401 is already on its way to the sign-in page.
      if (isUnauthorizedError(error)) return;
      // A change the server refuses (400) says why in the server's words; any other failure, the generic text.
      const reason = apiErrorStatus(error) === 400 ? apiErrorMessage(error) : null;
      toast({
        title: t('adminProducts.toast.error'),
        description: reason ?? t(`adminProducts.toast.${failure}`),
        variant: 'destructive',
      });
      void refresh();
    },
  });
}

export const useCreateProduct = () =>
  useCatalogueMutation(
    (body: ProductInput) => api.post<Product>(PRODUCTS_PATH, body, STAFF),
    'created',
    'createFailed',
  );

export const useUpdateProduct = () =>
  useCatalogueMutation(
    ({ id, body }: { id: string; body: ProductInput }) =>
      api.put<Product>(`${PRODUCTS_PATH}/${id}`, body, STAFF),
    'updated',
    'updateFailed',
  );

export const useDeleteProduct = () =>
  useCatalogueMutation(
    (id: string) => api.delete(`${PRODUCTS_PATH}/${id}`, STAFF),
    'deleted',
    'deleteFailed',
  );

export const useAddVariant = () =>
  useCatalogueMutation(
    ({ productId, body }: { productId: string; body: VariantInput }) =>
      api.post(`${PRODUCTS_PATH}/${productId}/variants`, body, STAFF),
    'variantAdded',
    'variantFailed',
  );

type VariantIds = { productId: string; variantId: string };
const variantUrl = ({ productId, variantId }: VariantIds) =>
  `${PRODUCTS_PATH}/${productId}/variants/${variantId}`;

export const useEditVariant = () =>
  useCatalogueMutation(
    ({ body, ...ids }: VariantIds & { body: VariantInput }) => api.put(variantUrl(ids), body, STAFF),
    'variantUpdated',
    'variantUpdateFailed',
  );

export const useRemoveVariant = () =>
  useCatalogueMutation(
    (ids: VariantIds) => api.delete(variantUrl(ids), STAFF),
    'variantRemoved',
    'variantRemoveFailed',
  );

export const useSetStockCount = () =>
  useCatalogueMutation(
    ({ body, ...ids }: VariantIds & { body: StockCountInput }) =>
      api.put(`${variantUrl(ids)}/stock`, body, STAFF),
    'stockSaved',
    'stockFailed',
  );

export const useAdjustStock = () =>
  useCatalogueMutation(
    ({ body, ...ids }: VariantIds & { body: StockAdjustmentInput }) =>
      api.post(`${variantUrl(ids)}/stock/adjustments`, body, STAFF),
    'stockSaved',
    'stockFailed',
  );

export const useSetLowStockAlert = () =>
  useCatalogueMutation(
    ({ body, ...ids }: VariantIds & { body: LowStockAlertInput }) =>
      api.put(`${variantUrl(ids)}/stock/alert`, body, STAFF),
    'stockSaved',
    'stockFailed',
  );

export const useAddImage = () =>
  useCatalogueMutation(
    ({ productId, body }: { productId: string; body: ImageInput }) =>
      api.post(`${PRODUCTS_PATH}/${productId}/images`, body, STAFF),
    'imageAdded',
    'imageAddFailed',
  );

export const useDeleteImage = () =>
  useCatalogueMutation(
    ({ productId, imageId }: { productId: string; imageId: string }) =>
      api.delete(`${PRODUCTS_PATH}/${productId}/images/${imageId}`, STAFF),
    'imageDeleted',
    'imageDeleteFailed',
  );

export const useReorderImages = () =>
  useCatalogueMutation(
    ({ productId, body }: { productId: string; body: ImageReorderInput }) =>
      api.put(`${PRODUCTS_PATH}/${productId}/images/reorder`, body, STAFF),
    'imagesReordered',
    'reorderFailed',
  );
