// A storefront form's request, without a query library on the first load
// (docs/decisions/015-first-load-without-framework-extras.md).
import { useState } from 'react';

export interface Sending<Input> {
  /** Sends `input`; the outcome goes to `onSuccess` or `onError`. */
  send: (input: Input) => void;
  /** True from the moment it is sent until the answer arrives. */
  isPending: boolean;
}

export function useSending<Input>(
  request: (input: Input) => Promise<unknown>,
  { onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void },
): Sending<Input> {
  const [isPending, setPending] = useState(false);
  const send = (input: Input) => {
    setPending(true);
    request(input).then(
      () => {
        setPending(false);
        onSuccess();
      },
      (error: unknown) => {
        setPending(false);
        onError(error);
      },
    );
  };
  return { send, isPending };
}
