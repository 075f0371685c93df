import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's validation whose schema (and zod with it) loads at the first check, which is the first submit:
 * a visitor who only reads the page never downloads it (docs/architecture.md, budgets).
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
