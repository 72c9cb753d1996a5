/** A mutation that marks the lists it changes as stale: the configuration calls are all this shape. */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useInvalidatingMutation<V, D>(mutationFn: (variables: V) => Promise<D>, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
