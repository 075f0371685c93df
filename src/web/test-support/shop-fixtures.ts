// Products, cart lines and orders as the API answers them (typed by the shared schemas), for screen tests.
// Each builder takes the fields a test cares about; the rest are plain, valid values.
import type { AdminProduct } from '../../shared/schemas/admin-products.ts';
import type { Product, ProductImage, ProductVariant } from '../../shared/schemas/catalog.ts';
import type { PlacedOrder } from '../../shared/schemas/orders.ts';
import type { CartItem } from '../lib/cart/cart-context.tsx';

const CREATED = '2026-01-05T10:00:00.000Z';

export function variant(
  fields: Partial<ProductVariant> & Pick<ProductVariant, 'id' | 'productId'>,
): ProductVariant {
  return {
    size: '330ml Bottle',
    price: '18.00',
    isActive: true,
    createdAt: CREATED,
    available: true,
    left: null,
    ...fields,
  };
}

export function image(fields: Partial<ProductImage> & Pick<ProductImage, 'id' | 'productId'>): ProductImage {
  return {
    imageUrl: `/objects/uploads/${fields.id}.webp`,
    displayOrder: 0,
    altText: null,
    isActive: true,
    createdAt: CREATED,
    ...fields,
  };
}

export function product(fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  const images = fields.images ?? [];
  return {
    description: null,
    category: 'beer',
    abv: null,
    ibu: null,
    style: null,
    color: null,
    tastingNotes: null,
    brewingStory: null,
    imageUrl: images[0]?.imageUrl ?? null,
    isTopSeller: false,
    isActive: true,
    releaseAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    variants: [],
    imageUrls: images.map((i) => i.imageUrl),
    ...fields,
    images,
  };
}

export function adminProduct(
  fields: Partial<AdminProduct> & Pick<AdminProduct, 'id' | 'name'>,
): AdminProduct {
  const { variants = [], ...rest } = fields;
  return { translations: {}, ...product(rest), ...rest, variants };
}

/** A cart line for one size of a product, as the product pages add it. */
export function cartLine(p: Product, v: ProductVariant, quantity: number): CartItem {
  return {
    id: `${p.id}-${v.id}-1`,
    productId: p.id,
    variantId: v.id,
    name: p.name,
    size: v.size,
    price: Number(v.price),
    imageUrl: null,
    quantity,
  };
}

/** The order API's answer to a placed order. */
export function placedOrder(orderNumber: string, items: CartItem[]): PlacedOrder {
  const id = '0b6f3f52-5c1e-4c55-9d7e-4f1b2a3c4d5e';
  const itemSen = items.map((i) => Math.round(i.price * 100) * i.quantity);
  const decimal = (sen: number) => (sen / 100).toFixed(2);
  return {
    orderNumber,
    reference: orderNumber,
    confirmationPath: `/order/confirmation?token=${'t'.repeat(43)}`,
    order: {
      id,
      reference: orderNumber,
      orderNumber,
      customerId: null,
      customerName: 'Aisyah Rahman',
      customerEmail: 'aisyah@example.com',
      customerPhone: null,
      status: 'pending',
      totalAmount: decimal(itemSen.reduce((a, b) => a + b, 0)),
      deliveryOption: 'pickup',
      deliveryAddress: null,
      kegDispenserRental: false,
      kegDispenserQuantity: 0,
      kegDispenserCost: '0.00',
      notes: null,
      adminNotes: null,
      language: 'en',
      ageDeclaredAt: CREATED,
      createdAt: CREATED,
      updatedAt: CREATED,
      items: items.map((i, index) => ({
        id: `item-${index}`,
        orderId: id,
        productId: i.productId,
        variantId: i.variantId,
        productName: i.name,
        variantSize: i.size,
        orderedName: i.name,
        orderedSize: i.size,
        quantity: i.quantity,
        unitPrice: decimal(Math.round(i.price * 100)),
        totalPrice: decimal(itemSen[index] ?? 0),
        createdAt: CREATED,
      })),
    },
  };
}
