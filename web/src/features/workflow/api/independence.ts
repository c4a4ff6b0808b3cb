import { WorkflowCalls as calls, type IndependenceBody, type IndependenceKind } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

const rulesKey = (ownerKey: string | null) => ['workflow', 'independence', ownerKey] as const;

/**
 * The owner's four-eyes rules, one per kind. Silent: the workflow page shows a failure in place, and
 * the designer, which only mentions the rule, shows nothing then.
 */
export function useIndependenceRules() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: rulesKey(ownerKey),
    queryFn: () => call(calls.independence, { hideLoading: true, silent: true }),
    staleTime: 60_000,
  });
}

/** Whether a kind's rule holds (the default) or the owner relaxed it. */
export type RuleState = 'holds' | 'relaxed';

/** A kind's rule; undefined until the rules are read, or when they cannot be. */
export function useIndependence(kind: IndependenceKind): RuleState | undefined {
  const rules = useIndependenceRules();
  const rule = rules.data?.find((r) => r.kind === kind);
  if (!rule) return undefined;
  return rule.relaxed ? 'relaxed' : 'holds';
}

/** Not silent: a refusal (no update right) shows as the server words it. */
export const setIndependence = (body: IndependenceBody) => call(calls.setIndependence, { body, hideLoading: true });

export const refreshIndependence = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['workflow', 'independence'] });
