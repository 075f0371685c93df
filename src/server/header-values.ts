// A request header's value read once per distinct value: browsers send the same Accept-Language and
// Accept-Encoding with every request, so what a value means is kept, in a cache bounded by the bytes of
// the values it holds, and a client that sends a new value each time only ever fills it.
import { LRUCache } from 'lru-cache';

/** `read` of a header value, each value read once while it stays among the recent ones. */
export function readOnce<T extends NonNullable<unknown>>(
  read: (value: string) => T,
  maxBytes = 16_384,
): (value: string) => T {
  // The cache keeps no value larger than itself: such a value is read each time it comes.
  const known = new LRUCache<string, T>({
    maxSize: maxBytes,
    sizeCalculation: (_, value) => value.length || 1,
  });
  return (value) => {
    let meaning = known.get(value);
    if (meaning === undefined) {
      meaning = read(value);
      known.set(value, meaning);
    }
    return meaning;
  };
}
