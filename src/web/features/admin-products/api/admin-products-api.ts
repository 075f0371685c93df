// Data for the product screens: the admin list and every change, each followed by a refresh of the admin
// list and the public catalogue (docs/rules/api.md), a toast, and the sign-in redirect on a 401.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type {
  AdminProduct,
  ImageInput,
  ImageReorderInput,
  ProductInput,
  VariantInput,
} from '../../../../shared/schemas/admin-products.ts';
import type { Product } from '../../../../shared/schemas/catalog.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { handleUnauthorized } from '../../../lib/admin-auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_PRODUCTS_KEY = ['/api/admin/products'] as const;
const PUBLIC_PRODUCTS_KEY = ['/api/products'] as const;

export function useAdminProducts() {
  const query = useQuery<AdminProduct[]>({ queryKey: ADMIN_PRODUCTS_KEY });
  useEffect(() => {
    if (query.error) handleUnauthorized(query.error);
  }, [query.error]);
  return query;
}

export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_PRODUCTS_KEY }),
    ]);
}

/** A change with the shared success/failure handling; `success`/`failure` are adminProducts.toast keys. */
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
      if (handleUnauthorized(error)) return;
      toast({
        title: t('adminProducts.toast.error'),
        description: t(`adminProducts.toast.${failure}`),
        variant: 'destructive',
      });
      void refresh();
    },
  });
}

const json = async <R>(response: Promise<Response>): Promise<R> => (await response).json() as Promise<R>;

export const useCreateProduct = () =>
  useCatalogueMutation(
    (body: ProductInput) => json<Product>(apiRequest('POST', '/api/admin/products', body)),
    'created',
    'createFailed',
  );

export const useUpdateProduct = () =>
  useCatalogueMutation(
    ({ id, body }: { id: string; body: ProductInput }) =>
      json<Product>(apiRequest('PUT', `/api/admin/products/${id}`, body)),
    'updated',
    'updateFailed',
  );

export const useDeleteProduct = () =>
  useCatalogueMutation(
    (id: string) => apiRequest('DELETE', `/api/admin/products/${id}`),
    'deleted',
    'deleteFailed',
  );

export const useAddVariant = () =>
  useCatalogueMutation(
    ({ productId, body }: { productId: string; body: VariantInput }) =>
      apiRequest('POST', `/api/admin/products/${productId}/variants`, body),
    'variantAdded',
    'variantFailed',
  );

type VariantIds = { productId: string; variantId: string };
const variantUrl = ({ productId, variantId }: VariantIds) =>
  `/api/admin/products/${productId}/variants/${variantId}`;

export const useEditVariant = () =>
  useCatalogueMutation(
    ({ body, ...ids }: VariantIds & { body: VariantInput }) => apiRequest('PUT', variantUrl(ids), body),
    'variantUpdated',
    'variantUpdateFailed',
  );

export const useRemoveVariant = () =>
  useCatalogueMutation(
    (ids: VariantIds) => apiRequest('DELETE', variantUrl(ids)),
    'variantRemoved',
    'variantRemoveFailed',
  );

export const useAddImage = () =>
  useCatalogueMutation(
    ({ productId, body }: { productId: string; body: ImageInput }) =>
      apiRequest('POST', `/api/admin/products/${productId}/images`, body),
    'imageAdded',
    'imageAddFailed',
  );

export const useDeleteImage = () =>
  useCatalogueMutation(
    ({ productId, imageId }: { productId: string; imageId: string }) =>
      apiRequest('DELETE', `/api/admin/products/${productId}/images/${imageId}`),
    'imageDeleted',
    'imageDeleteFailed',
  );

export const useReorderImages = () =>
  useCatalogueMutation(
    ({ productId, body }: { productId: string; body: ImageReorderInput }) =>
      apiRequest('PUT', `/api/admin/products/${productId}/images/reorder`, body),
    'imagesReordered',
    'reorderFailed',
  );
